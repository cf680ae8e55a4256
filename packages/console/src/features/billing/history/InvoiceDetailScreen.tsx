import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { Invoice, InvoiceRecord, InvoiceTransaction } from "@cloudconsole/sdk";
import { Button, Card, DescriptionList, Inline, Notice, PageHeader, Stack, StatusBadge, Table, linkClass } from "@cloudconsole/ui";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
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
import { historyMessages } from "./messages";
import { paymentObjectName, usePaymentObjects, usePrefetchPaymentObjects } from "./paymentObjects";
import { isCurrentInvoice, useInvoice } from "./queries";
import * as styles from "./history.css";

/** /billing/account/{id}/invoice/{invoiceId}: an invoice's totals, records and transactions, read from the account's list. */
export function InvoiceDetailScreen() {
  const { id = "", invoiceId = "" } = useParams();
  const labels = useBillingLabels();
  usePrefetchPaymentObjects(Number(id));
  const invoice = useInvoice(Number(id), invoiceId);
  const t = useT(historyMessages);
  const back = (
    <Link className={linkClass} to={`/billing/account/${id}?tab=invoices`}>
      ← {t("detail.back")}
    </Link>
  );
  if (!invoice) {
    return (
      <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="invoice-title">
        <PageHeader className={styles.pageHeader} back={back} title={<span id="invoice-title">{labels.invoice}</span>} />
        <Notice tone="error" title={t("detail.notFound")}>
          {t("detail.notFoundText", { invoice: labels.invoice.toLowerCase(), id: invoiceId })}
        </Notice>
      </Stack>
    );
  }
  return <InvoiceDetail invoice={invoice} labels={labels} back={back} />;
}

function InvoiceDetail({ invoice, labels, back }: { invoice: Invoice; labels: BillingLabels; back: ReactNode }) {
  const format = useFormat();
  const { siteCurrency, siteLocale } = useUiConfig();
  const t = useT(historyMessages);
  const current = isCurrentInvoice(invoice);
  const title = current ? t("currentPeriod") : t("detail.title", { Invoice: labels.invoice, number: invoiceNumber(invoice, t) });
  const records = visibleRecords(invoice);
  const totals = invoice.totals ?? {};
  const cards = usePaymentObjects(invoice.billing_account_id);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="invoice-title">
      <PageHeader
        className={styles.pageHeader}
        back={back}
        title={<span id="invoice-title">{title}</span>}
        subtitle={t("detail.subtitle", { type: invoiceTypeText(invoice.type, t), period: invoicePeriod(invoice, format) })}
        badge={<StatusBadge tone={invoiceStatusTone(invoice.status)}>{invoiceStatusText(invoice.status, t)}</StatusBadge>}
        actions={
          <Inline gap="sm">
            <PayInvoiceButton invoice={invoice} labels={labels} size="md" />
            <InvoicePdfButton invoice={invoice} labels={labels} size="md" />
          </Inline>
        }
      />
      {current && <Notice tone="primary">{t("detail.inProgress", { invoice: labels.invoice.toLowerCase() })}</Notice>}
      <Card title={t("totals.title")} stack>
        <DescriptionList
          items={[
            { term: t("totals.subtotal"), description: format.money(totals.subtotal ?? 0) },
            { term: invoice.discount_percentage ? t("totals.discountRate", { rate: invoice.discount_percentage }) : t("totals.discount"), description: format.money(totals.discount_amount ?? 0) },
            { term: invoice.vat_percentage !== undefined ? t("totals.taxRate", { tax: labels.tax, rate: invoice.vat_percentage }) : labels.tax, description: format.money(totals.vat_tax ?? 0) },
            ...(totals.credit ? [{ term: t("totals.paidFromCredit"), description: format.money(totals.credit) }] : []),
            { term: t("totals.total"), description: format.money(totals.total ?? 0) },
            ...(!current && invoice.created ? [{ term: t("totals.issued"), description: format.date(invoice.created) }] : []),
            ...(!current && invoice.due_date ? [{ term: t("totals.due"), description: format.date(invoice.due_date) }] : []),
          ]}
        />
      </Card>
      <Card
        title={t("records.title")}
        stack
        actions={
          records.length > 0 && (
            <Button variant="secondary" size="sm" onClick={() => downloadCsv(`${invoiceFileName(invoice, labels)}.csv`, invoiceRecordsCsv(invoice, labels, siteCurrency))}>
              {t("exportCsv")}
            </Button>
          )
        }
      >
        <Table<InvoiceRecord>
          dense
          caption={t("records.title")}
          captionHidden
          rows={records}
          rowKey={(record) => String(record.id ?? `${record.name}-${record.amount}-${records.indexOf(record)}`)}
          emptyText={t("records.empty")}
          columns={[
            { key: "item", header: t("column.item"), cell: (record) => record.name },
            { key: "qty", header: t("column.quantity"), align: "end", nowrap: true, cell: (record) => recordQuantity(record, siteLocale) },
            { key: "price", header: t("column.price"), align: "end", nowrap: true, hideOnMobile: true, cell: (record) => format.money(record.item_price, { precise: true }) },
            { key: "amount", header: t("column.amount"), align: "end", nowrap: true, cell: (record) => format.money(record.amount) },
            { key: "tax", header: labels.tax, align: "end", nowrap: true, hideOnMobile: true, cell: (record) => format.money(record.vat_amount ?? 0) },
            { key: "location", header: t("column.location"), hideOnMobile: true, cell: (record) => record.location_slug ?? "—" },
          ]}
        />
      </Card>
      {!current && (
        <Card title={t("transactions.title")} stack>
          <Table<InvoiceTransaction>
            dense
            caption={t("transactions.title")}
            captionHidden
            rows={invoice.transaction_list ?? []}
            rowKey={(transaction) => String(transaction.id ?? transaction.identifier)}
            emptyText={t("transactions.empty")}
            columns={[
              { key: "created", header: t("column.date"), nowrap: true, cell: (transaction) => format.dateTime(transaction.created) },
              { key: "paidWith", header: t("column.paidWith"), cell: (transaction) => paymentObjectName(t, cards, transaction.payment_object_id, labels.invoice) },
              { key: "identifier", header: t("column.reference"), hideOnMobile: true, cell: (transaction) => transaction.identifier ?? "—" },
              { key: "result", header: t("column.result"), cell: (transaction) => <StatusBadge tone={transaction.is_success ? "success" : "error"}>{transaction.is_success ? t("result.succeeded") : t("result.failed")}</StatusBadge> },
              { key: "amount", header: t("column.amount"), align: "end", nowrap: true, cell: (transaction) => format.money(transaction.amount) },
            ]}
          />
        </Card>
      )}
    </Stack>
  );
}
