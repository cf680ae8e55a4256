import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { Invoice, InvoiceRecord, InvoiceTransaction } from "@cloudconsole/sdk";
import { Button, Card, DescriptionList, Inline, Notice, PageHeader, Stack, StatusBadge, Table, linkClass } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { downloadCsv } from "./csv";
import { InvoicePdfButton, PayInvoiceButton } from "./InvoiceActions";
import {
  invoiceFileName,
  invoiceNumber,
  invoicePeriod,
  invoiceRecordsCsv,
  invoiceStatusText,
  invoiceStatusTone,
  invoiceTypeText,
  recordQuantity,
  visibleRecords,
} from "./invoiceText";
import { useBillingLabels, type BillingLabels } from "./labels";
import { paymentObjectName, usePaymentObjects, usePrefetchPaymentObjects } from "./paymentObjects";
import { isCurrentInvoice, useInvoice } from "./queries";
import * as styles from "./history.css";

/** /billing/account/{id}/invoice/{invoiceId}: an invoice's totals, records and transactions, read from the account's list. */
export function InvoiceDetailScreen() {
  const { id = "", invoiceId = "" } = useParams();
  const labels = useBillingLabels();
  usePrefetchPaymentObjects(Number(id));
  const invoice = useInvoice(Number(id), invoiceId);
  const back = (
    <Link className={linkClass} to={`/billing/account/${id}?tab=invoices`}>
      ← Billing account
    </Link>
  );
  if (!invoice) {
    return (
      <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="invoice-title">
        <PageHeader className={styles.pageHeader} back={back} title={<span id="invoice-title">{labels.invoice}</span>} />
        <Notice tone="error" title="Not found">
          There is no {labels.invoice.toLowerCase()} {invoiceId} on this billing account.
        </Notice>
      </Stack>
    );
  }
  return <InvoiceDetail invoice={invoice} labels={labels} back={back} />;
}

function InvoiceDetail({ invoice, labels, back }: { invoice: Invoice; labels: BillingLabels; back: ReactNode }) {
  const format = useFormat();
  const { siteCurrency, siteLocale } = useUiConfig();
  const current = isCurrentInvoice(invoice);
  const title = current ? `Current period` : `${labels.invoice} ${invoiceNumber(invoice)}`;
  const records = visibleRecords(invoice);
  const totals = invoice.totals ?? {};
  const cards = usePaymentObjects(invoice.billing_account_id);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="invoice-title">
      <PageHeader
        className={styles.pageHeader}
        back={back}
        title={<span id="invoice-title">{title}</span>}
        subtitle={`${invoiceTypeText(invoice.type)}, ${invoicePeriod(invoice, format)}`}
        badge={<StatusBadge tone={invoiceStatusTone(invoice.status)}>{invoiceStatusText(invoice.status)}</StatusBadge>}
        actions={
          <Inline gap="sm">
            <PayInvoiceButton invoice={invoice} labels={labels} size="md" />
            <InvoicePdfButton invoice={invoice} labels={labels} size="md" />
          </Inline>
        }
      />
      {current && <Notice tone="primary">The month in progress: its amounts grow with usage until the {labels.invoice.toLowerCase()} is made at the end of the period.</Notice>}
      <Card title="Totals" stack>
        <DescriptionList
          items={[
            { term: "Subtotal", description: format.money(totals.subtotal ?? 0) },
            { term: `Discount${invoice.discount_percentage ? ` (${invoice.discount_percentage} %)` : ""}`, description: format.money(totals.discount_amount ?? 0) },
            { term: `${labels.tax}${invoice.vat_percentage !== undefined ? ` (${invoice.vat_percentage} %)` : ""}`, description: format.money(totals.vat_tax ?? 0) },
            ...(totals.credit ? [{ term: "Paid from credit", description: format.money(totals.credit) }] : []),
            { term: "Total", description: format.money(totals.total ?? 0) },
            ...(!current && invoice.created ? [{ term: "Issued", description: format.date(invoice.created) }] : []),
            ...(!current && invoice.due_date ? [{ term: "Due", description: format.date(invoice.due_date) }] : []),
          ]}
        />
      </Card>
      <Card
        title="Records"
        stack
        actions={
          records.length > 0 && (
            <Button variant="secondary" size="sm" onClick={() => downloadCsv(`${invoiceFileName(invoice, labels)}.csv`, invoiceRecordsCsv(invoice, labels, siteCurrency))}>
              Export CSV
            </Button>
          )
        }
      >
        <Table<InvoiceRecord>
          dense
          caption="Records"
          captionHidden
          rows={records}
          rowKey={(record) => String(record.id ?? `${record.name}-${record.amount}-${records.indexOf(record)}`)}
          emptyText="No records"
          columns={[
            { key: "item", header: "Item", cell: (record) => record.name },
            { key: "qty", header: "Quantity", align: "end", nowrap: true, cell: (record) => recordQuantity(record, siteLocale) },
            { key: "price", header: "Price", align: "end", nowrap: true, hideOnMobile: true, cell: (record) => format.money(record.item_price, { precise: true }) },
            { key: "amount", header: "Amount", align: "end", nowrap: true, cell: (record) => format.money(record.amount) },
            { key: "tax", header: labels.tax, align: "end", nowrap: true, hideOnMobile: true, cell: (record) => format.money(record.vat_amount ?? 0) },
            { key: "location", header: "Location", hideOnMobile: true, cell: (record) => record.location_slug ?? "—" },
          ]}
        />
      </Card>
      {!current && (
        <Card title="Transactions" stack>
          <Table<InvoiceTransaction>
            dense
            caption="Transactions"
            captionHidden
            rows={invoice.transaction_list ?? []}
            rowKey={(transaction) => String(transaction.id ?? transaction.identifier)}
            emptyText="No payments yet"
            columns={[
              { key: "created", header: "Date", nowrap: true, cell: (transaction) => format.dateTime(transaction.created) },
              { key: "paidWith", header: "Paid with", cell: (transaction) => paymentObjectName(cards, transaction.payment_object_id, labels.invoice) },
              { key: "identifier", header: "Reference", hideOnMobile: true, cell: (transaction) => transaction.identifier ?? "—" },
              { key: "result", header: "Result", cell: (transaction) => <StatusBadge tone={transaction.is_success ? "success" : "error"}>{transaction.is_success ? "Succeeded" : "Failed"}</StatusBadge> },
              { key: "amount", header: "Amount", align: "end", nowrap: true, cell: (transaction) => format.money(transaction.amount) },
            ]}
          />
        </Card>
      )}
    </Stack>
  );
}
