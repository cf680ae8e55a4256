import { lazy, Suspense, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { UsageLine } from "@cloudconsole/sdk";
import { billingQueries } from "@cloudconsole/sdk/query";
import { Button, Card, DescriptionList, EmptyState, Inline, Skeleton, Stack, Table, VisuallyHidden } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useUiConfig } from "../../../config/ConfigLayout";
import { numberFormat, useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { historyMessages } from "./messages";
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
  const t = useT(historyMessages);
  return (
    <Card title={t("usage.title")} stack>
      <SectionData what={t("usage.what")}>
        <Usage accountId={account.id} />
      </SectionData>
    </Card>
  );
}

function Usage({ accountId }: { accountId: number }) {
  const lines = useSuspenseQuery(billingQueries.usage(useApiClient(), { billing_account_id: accountId })).data;
  const format = useFormat();
  const { siteCurrency, siteLocale } = useUiConfig();
  const t = useT(historyMessages);
  const [now] = useState(() => Date.now());
  const monthStart = new Date(now);
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const period = `${format.date(monthStart)} – ${format.date(now)}`;
  const invoices = useBillingLabels().invoices.toLowerCase();
  if (lines.length === 0) {
    return <EmptyState level={3} title={t("usage.emptyTitle")} text={t("usage.emptyText", { period, invoices })} />;
  }
  const totals = usageTotals(lines);
  const points = usageSeries(lines, now);
  const hours = (value: number) => numberFormat(siteLocale, { maximumFractionDigits: 1 }).format(value);
  return (
    <Stack gap="md">
      <Inline justify="between">
        <p className={styles.muted}>{t("usage.periodNote", { period, invoices })}</p>
        <Button variant="secondary" size="sm" onClick={() => downloadCsv(`usage-${accountId}.csv`, usageCsv(lines, siteCurrency, now))}>
          {t("exportCsv")}
        </Button>
      </Inline>
      <DescriptionList
        items={[
          { term: t("usage.resources"), description: String(lines.length) },
          { term: t("usage.hours"), description: hours(totals.hours) },
          { term: t("usage.costSoFar"), description: format.money(totals.cost) },
        ]}
      />
      <figure aria-labelledby={`usage-chart-${accountId}`} className={styles.figure}>
        <figcaption id={`usage-chart-${accountId}`} className={styles.muted}>
          {t("usage.chartCaption", { first: format.money(points[0]?.cost ?? 0), now: format.money(totals.cost) })}
        </figcaption>
        <Suspense fallback={<ChartLoading />}>
          <UsageChart points={points} />
        </Suspense>
      </figure>
      <Table<UsageLine>
        dense
        caption={t("usage.caption")}
        captionHidden
        rows={lines}
        rowKey={(line) => line.uuid ?? `${usageResource(line)}-${lines.indexOf(line)}`}
        defaultSort={{ key: "cost", direction: "descending" }}
        columns={[
          { key: "resource", header: t("column.resource"), sortValue: (line) => usageResource(line, t), cell: (line) => usageResource(line, t) },
          { key: "uptime", header: t("column.uptime"), hideOnMobile: true, cell: (line) => uptimeText(line, t) },
          { key: "hours", header: t("column.hours"), align: "end", nowrap: true, sortValue: (line) => line.hours, cell: (line) => hours(line.hours) },
          { key: "price", header: t("column.price"), align: "end", nowrap: true, hideOnMobile: true, cell: (line) => `${format.money(line.price, { precise: true })}/${line.price_unit ?? "h"}` },
          { key: "cost", header: t("column.cost"), align: "end", nowrap: true, sortValue: (line) => line.cost, cell: (line) => format.money(line.cost) },
        ]}
      />
    </Stack>
  );
}

function ChartLoading() {
  const t = useT(historyMessages);
  return (
    <div aria-busy="true">
      <VisuallyHidden>{t("usage.loadingChart")}</VisuallyHidden>
      <Skeleton variant="rect" height="240px" />
    </div>
  );
}
