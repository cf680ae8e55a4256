import type { Invoice } from "@cloudconsole/sdk";
import { Button, ConfirmDialog } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { INVOICE_STATUS } from "./constants";
import { invoiceFileName, invoiceNumber } from "./invoiceText";
import type { BillingLabels } from "./labels";
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
  if (invoice.status !== INVOICE_STATUS.UNPAID || typeof invoice.id !== "number") return null;
  const id = invoice.id;
  const number = invoiceNumber(invoice);
  return (
    <ConfirmDialog
      trigger={
        <Button size={size} aria-label={`Pay ${labels.invoice.toLowerCase()} ${number}`}>
          Pay
        </Button>
      }
      tone="primary"
      title={`Pay ${labels.invoice.toLowerCase()} ${number}?`}
      description={`${format.money(invoice.totals?.total ?? 0)} is paid from the account's credit or charged to its primary card.`}
      confirmLabel={`Pay ${format.money(invoice.totals?.total ?? 0)}`}
      onConfirm={() => pay.mutateAsync(id)}
    />
  );
}

/** Downloads an invoice's PDF; the running invoice of the month has none yet. */
export function InvoicePdfButton({ invoice, labels, size = "sm" }: InvoiceActionProps) {
  const download = useDownloadInvoicePdf(labels.invoice);
  if (typeof invoice.id !== "number") return null;
  const id = invoice.id;
  const number = invoiceNumber(invoice);
  return (
    <Button
      size={size}
      variant="secondary"
      loading={download.isPending}
      aria-label={`Download ${labels.invoice.toLowerCase()} ${number} as PDF`}
      onClick={() => download.mutate({ id, fileName: invoiceFileName(invoice, labels) })}
    >
      PDF
    </Button>
  );
}
