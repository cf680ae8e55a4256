import { useT } from "../../i18n";
import type { BillingLabels } from "./history/labels";
import { billingMessages } from "./messages";

/** The console's own billing words in the customer's language, for a provider whose labels name none. */
export function useBillingWords(): BillingLabels {
  const t = useT(billingMessages);
  return { invoice: t("word.invoice"), invoices: t("word.invoices"), tax: t("word.tax"), integrationId: t("word.integrationId") };
}
