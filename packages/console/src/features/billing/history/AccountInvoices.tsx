import { Link } from "react-router";
import type { Invoice } from "@cloudconsole/sdk";
import { Button, Card, EmptyState, Inline, Stack, StatusBadge, Table, type TableLinkProps } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { downloadCsv } from "./csv";
import { PayInvoiceButton, InvoicePdfButton } from "./InvoiceActions";
import { invoiceListCsv, invoiceNumber, invoicePeriod, invoiceStatusText, invoiceStatusTone, invoiceTypeText } from "./invoiceText";
import { useBillingLabels, type BillingLabels } from "./labels";
import { historyMessages } from "./messages";
import { useInvoices } from "./queries";
import { SectionData } from "../../../screens/SectionData";
import type { AccountSectionProps } from "./types";
import * as styles from "./history.css";

/** Where an invoice's page is. */
export function invoicePath(accountId: number, invoiceId: Invoice["id"]): string {
  return `/billing/account/${accountId}/invoice/${invoiceId}`;
}

function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

/** The account's invoices (or orders): the running month first, each linking to its page, with paying and PDFs. */
export function AccountInvoices({ account }: AccountSectionProps) {
  const labels = useBillingLabels();
  const t = useT(historyMessages);
  return (
    <Card title={labels.invoices} stack>
      <SectionData what={t("invoices.what", { invoices: labels.invoices.toLowerCase() })}>
        <InvoiceList accountId={account.id} labels={labels} />
      </SectionData>
    </Card>
  );
}

function InvoiceList({ accountId, labels }: { accountId: number; labels: BillingLabels }) {
  const invoices = useInvoices(accountId);
  const format = useFormat();
  const { siteCurrency } = useUiConfig();
  const t = useT(historyMessages);
  if (invoices.length === 0) {
    return <EmptyState level={3} title={t("invoices.emptyTitle", { invoices: labels.invoices.toLowerCase() })} text={t("invoices.emptyText", { invoice: labels.invoice.toLowerCase() })} />;
  }
  return (
    <Stack gap="sm">
      <Inline justify="end">
        <Button variant="secondary" size="sm" onClick={() => downloadCsv(`${labels.invoices.toLowerCase()}-${accountId}.csv`, invoiceListCsv(invoices, labels, siteCurrency))}>
          {t("exportCsv")}
        </Button>
      </Inline>
      <Table<Invoice>
        dense
        caption={labels.invoices}
        captionHidden
        rows={invoices}
        rowKey={(invoice) => String(invoice.id)}
        rowHref={(invoice) => invoicePath(accountId, invoice.id)}
        renderLink={routerLink}
        columns={[
          { key: "number", header: t("column.number"), cell: (invoice) => invoiceNumber(invoice, t), nowrap: true },
          { key: "period", header: t("column.period"), cell: (invoice) => invoicePeriod(invoice, format), hideOnMobile: true },
          { key: "type", header: t("column.type"), cell: (invoice) => invoiceTypeText(invoice.type, t), hideOnMobile: true },
          { key: "status", header: t("column.status"), cell: (invoice) => <StatusBadge tone={invoiceStatusTone(invoice.status)}>{invoiceStatusText(invoice.status, t)}</StatusBadge> },
          { key: "total", header: t("column.total"), align: "end", nowrap: true, cell: (invoice) => format.money(invoice.totals?.total ?? 0) },
        ]}
        rowActions={(invoice) => (
          <Inline gap="xs" justify="end">
            <PayInvoiceButton invoice={invoice} labels={labels} />
            <InvoicePdfButton invoice={invoice} labels={labels} />
          </Inline>
        )}
      />
      <p className={styles.muted}>{t("invoices.taxIncluded", { tax: labels.tax })}</p>
    </Stack>
  );
}
