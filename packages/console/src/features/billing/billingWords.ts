import { useT } from "../../i18n";
import { billingMessages } from "./messages";

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

/** The console's own billing words in the customer's language, for a provider whose labels name none. */
export function useBillingWords(): BillingLabels {
  const t = useT(billingMessages);
  return { invoice: t("word.invoice"), invoices: t("word.invoices"), tax: t("word.tax"), integrationId: t("word.integrationId") };
}
