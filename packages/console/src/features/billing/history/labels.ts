import { useProvider } from "../../../app/ProviderContext";
import { useBillingWords, type BillingLabels } from "../billingWords";

export type { BillingLabels } from "../billingWords";

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The console's own words in English (the CSV exports and the command palette's index keep English). */
const ENGLISH_WORDS: BillingLabels = { invoice: "Invoice", invoices: "Invoices", tax: "VAT", integrationId: "Integration ID" };

/**
 * The billing wording of a provider's labels (invoice, tax, integration ID); what they leave out is the console's own
 * word (`words`, English by default: "Invoice", "VAT" and "Integration ID").
 */
export function billingLabels(labels: { invoice?: string; tax?: string; integrationId?: string } = {}, words: BillingLabels = ENGLISH_WORDS): BillingLabels {
  const configured = labels.invoice?.trim();
  const invoice = configured ? capitalised(configured) : words.invoice;
  return { invoice, invoices: configured ? `${invoice}s` : words.invoices, tax: labels.tax?.trim() || words.tax, integrationId: labels.integrationId?.trim() || words.integrationId };
}

/** The billing wording of this console's provider, its own words in the customer's language where it names none. */
export function useBillingLabels(): BillingLabels {
  return billingLabels(useProvider().labels, useBillingWords());
}
