import { Link } from "react-router";
import type { Invoice } from "@cloudconsole/sdk";
import { Button, Card, EmptyState, Inline, Stack, StatusBadge, Table, type TableLinkProps } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { downloadCsv } from "./csv";
import { PayInvoiceButton, InvoicePdfButton } from "./InvoiceActions";
import { invoiceListCsv, invoiceNumber, invoicePeriod, invoiceStatusText, invoiceStatusTone, invoiceTypeText } from "./invoiceText";
import { useBillingLabels, type BillingLabels } from "./labels";
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
  return (
    <Card title={labels.invoices} stack>
      <SectionData what={`the ${labels.invoices.toLowerCase()}`}>
        <InvoiceList accountId={account.id} labels={labels} />
      </SectionData>
    </Card>
  );
}

function InvoiceList({ accountId, labels }: { accountId: number; labels: BillingLabels }) {
  const invoices = useInvoices(accountId);
  const format = useFormat();
  const { siteCurrency } = useUiConfig();
  if (invoices.length === 0) {
    return <EmptyState level={3} title={`No ${labels.invoices.toLowerCase()} yet`} text={`The first ${labels.invoice.toLowerCase()} is made when the month's usage is billed or credit is bought.`} />;
  }
  return (
    <Stack gap="sm">
      <Inline justify="end">
        <Button variant="secondary" size="sm" onClick={() => downloadCsv(`${labels.invoices.toLowerCase()}-${accountId}.csv`, invoiceListCsv(invoices, labels, siteCurrency))}>
          Export CSV
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
          { key: "number", header: "Number", cell: invoiceNumber, nowrap: true },
          { key: "period", header: "Period", cell: (invoice) => invoicePeriod(invoice, format), hideOnMobile: true },
          { key: "type", header: "Type", cell: (invoice) => invoiceTypeText(invoice.type), hideOnMobile: true },
          { key: "status", header: "Status", cell: (invoice) => <StatusBadge tone={invoiceStatusTone(invoice.status)}>{invoiceStatusText(invoice.status)}</StatusBadge> },
          { key: "total", header: "Total", align: "end", nowrap: true, cell: (invoice) => format.money(invoice.totals?.total ?? 0) },
        ]}
        rowActions={(invoice) => (
          <Inline gap="xs" justify="end">
            <PayInvoiceButton invoice={invoice} labels={labels} />
            <InvoicePdfButton invoice={invoice} labels={labels} />
          </Inline>
        )}
      />
      <p className={styles.muted}>Amounts include {labels.tax}.</p>
    </Stack>
  );
}
