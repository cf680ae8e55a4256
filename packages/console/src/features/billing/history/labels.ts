import { useProvider } from "../../../app/ProviderContext";

/** The provider's words for invoices and tax: an invoice may be called an order, the tax GST instead of VAT. */
export interface BillingLabels {
  /** "Invoice" or the provider's word, capitalised. */
  invoice: string;
  /** Its plural, capitalised: "Invoices" or "Orders". */
  invoices: string;
  /** "VAT" or "GST". */
  tax: string;
  /** What the account's integration_id is called: "Integration ID", or the provider's label (a partner customer ID). */
  integrationId: string;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The billing wording of a provider's labels (invoice, tax, integration ID), with the defaults "Invoice", "VAT" and "Integration ID". */
export function billingLabels(labels: { invoice?: string; tax?: string; integrationId?: string } = {}): BillingLabels {
  const invoice = capitalised(labels.invoice?.trim() || "invoice");
  return { invoice, invoices: `${invoice}s`, tax: labels.tax?.trim() || "VAT", integrationId: labels.integrationId?.trim() || "Integration ID" };
}

/** The billing wording of this console's provider. */
export function useBillingLabels(): BillingLabels {
  return billingLabels(useProvider().labels);
}
