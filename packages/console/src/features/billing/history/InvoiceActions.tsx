import type { Invoice } from "@cloudconsole/sdk";
import { Button, ConfirmDialog } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { INVOICE_STATUS } from "./constants";
import { invoiceFileName, invoiceNumber } from "./invoiceText";
import type { BillingLabels } from "./labels";
import { historyMessages } from "./messages";
import { useDownloadInvoicePdf, usePayInvoice } from "./queries";

interface InvoiceActionProps {
  invoice: Invoice;
  labels: BillingLabels;
  size?: "sm" | "md";
}

/** Pays an unpaid invoice after saying how much and how; nothing for any other invoice. */
export function PayInvoiceButton({ invoice, labels, size = "sm" }: InvoiceActionProps) {
  const format = useFormat();
  const pay = usePayInvoice(labels.invoice);
  const t = useT(historyMessages);
  if (invoice.status !== INVOICE_STATUS.UNPAID || typeof invoice.id !== "number") return null;
  const id = invoice.id;
  const named = { invoice: labels.invoice.toLowerCase(), number: invoiceNumber(invoice, t) };
  const amount = format.money(invoice.totals?.total ?? 0);
  return (
    <ConfirmDialog
      trigger={
        <Button size={size} aria-label={t("pay.label", named)}>
          {t("pay")}
        </Button>
      }
      tone="primary"
      title={t("pay.title", named)}
      description={t("pay.description", { amount })}
      confirmLabel={t("pay.confirm", { amount })}
      onConfirm={() => pay.mutateAsync(id)}
    />
  );
}

/** Downloads an invoice's PDF; the running invoice of the month has none yet. */
export function InvoicePdfButton({ invoice, labels, size = "sm" }: InvoiceActionProps) {
  const download = useDownloadInvoicePdf(labels.invoice);
  const t = useT(historyMessages);
  if (typeof invoice.id !== "number") return null;
  const id = invoice.id;
  const number = invoiceNumber(invoice, t);
  return (
    <Button
      size={size}
      variant="secondary"
      loading={download.isPending}
      aria-label={t("pdf.label", { invoice: labels.invoice.toLowerCase(), number })}
      onClick={() => download.mutate({ id, fileName: invoiceFileName(invoice, labels) })}
    >
      PDF
    </Button>
  );
}
