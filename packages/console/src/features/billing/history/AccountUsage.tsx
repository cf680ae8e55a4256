import { lazy, Suspense, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { UsageLine } from "@cloudconsole/sdk";
import { billingQueries } from "@cloudconsole/sdk/query";
import { Button, Card, DescriptionList, EmptyState, Inline, Skeleton, Stack, Table, VisuallyHidden } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useUiConfig } from "../../../config/ConfigLayout";
import { numberFormat, useFormat } from "../../../format";
import { downloadCsv } from "./csv";
import { SectionData } from "../../../screens/SectionData";
import type { AccountSectionProps } from "./types";
import { useBillingLabels } from "./labels";
import { uptimeText, usageCsv, usageResource, usageSeries, usageTotals } from "./usageText";
import * as styles from "./history.css";

// The charting library comes with the chart, only when usage is shown.
const UsageChart = lazy(() => import("./UsageChart").then((module) => ({ default: module.UsageChart })));

/** The month's usage of the account by resource: hours, uptime type, price and cost, totals, a chart and CSV. */
export function AccountUsage({ account }: AccountSectionProps) {
  return (
    <Card title="Usage this month" stack>
      <SectionData what="the usage">
        <Usage accountId={account.id} />
      </SectionData>
    </Card>
  );
}

function Usage({ accountId }: { accountId: number }) {
  const lines = useSuspenseQuery(billingQueries.usage(useApiClient(), { billing_account_id: accountId })).data;
  const format = useFormat();
  const { siteCurrency, siteLocale } = useUiConfig();
  const [now] = useState(() => Date.now());
  const monthStart = new Date(now);
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const period = `${format.date(monthStart)} – ${format.date(now)}`;
  const earlier = `Earlier months are in the ${useBillingLabels().invoices.toLowerCase()}.`;
  if (lines.length === 0) {
    return <EmptyState level={3} title="No usage this month" text={`Nothing has run on this account from ${period}. ${earlier}`} />;
  }
  const totals = usageTotals(lines);
  const points = usageSeries(lines, now);
  const hours = (value: number) => numberFormat(siteLocale, { maximumFractionDigits: 1 }).format(value);
  return (
    <Stack gap="md">
      <Inline justify="between">
        <p className={styles.muted}>
          {period}. {earlier}
        </p>
        <Button variant="secondary" size="sm" onClick={() => downloadCsv(`usage-${accountId}.csv`, usageCsv(lines, siteCurrency, now))}>
          Export CSV
        </Button>
      </Inline>
      <DescriptionList
        items={[
          { term: "Resources", description: String(lines.length) },
          { term: "Hours", description: hours(totals.hours) },
          { term: "Cost so far", description: format.money(totals.cost) },
        ]}
      />
      <figure aria-labelledby={`usage-chart-${accountId}`} className={styles.figure}>
        <figcaption id={`usage-chart-${accountId}`} className={styles.muted}>
          Cost accrued by day: {format.money(points[0]?.cost ?? 0)} on the first day, {format.money(totals.cost)} by now.
        </figcaption>
        <Suspense fallback={<ChartLoading />}>
          <UsageChart points={points} />
        </Suspense>
      </figure>
      <Table<UsageLine>
        dense
        caption="Usage by resource"
        captionHidden
        rows={lines}
        rowKey={(line) => line.uuid ?? `${usageResource(line)}-${lines.indexOf(line)}`}
        defaultSort={{ key: "cost", direction: "descending" }}
        columns={[
          { key: "resource", header: "Resource", sortValue: usageResource, cell: usageResource },
          { key: "uptime", header: "Uptime type", hideOnMobile: true, cell: uptimeText },
          { key: "hours", header: "Hours", align: "end", nowrap: true, sortValue: (line) => line.hours, cell: (line) => hours(line.hours) },
          { key: "price", header: "Price", align: "end", nowrap: true, hideOnMobile: true, cell: (line) => `${format.money(line.price, { precise: true })}/${line.price_unit ?? "h"}` },
          { key: "cost", header: "Cost", align: "end", nowrap: true, sortValue: (line) => line.cost, cell: (line) => format.money(line.cost) },
        ]}
      />
    </Stack>
  );
}

function ChartLoading() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Loading the chart</VisuallyHidden>
      <Skeleton variant="rect" height="240px" />
    </div>
  );
}
