import type { BillingAccount, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";
import { billingKeys, billingMutations } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { useBillingLabels } from "../history/labels";
import type { CardTopupInput, TopupOutcome } from "./cardTopup";
import { paymentMessages } from "./messages";
import { frontBaseUrl, savePendingPayment } from "./pendingPayment";
import { linkDestination } from "./redirect";

export type { CardTopupInput, TopupOutcome } from "./cardTopup";

/** Top-up by card (see payByCard); balance, credit history and restriction level refresh once it is paid. */
export function useCardTopup(account: BillingAccount) {
  const client = useApiClient();
  const format = useFormat();
  const t = useT(paymentMessages);
  const { siteLocale } = useUiConfig();
  const billing_account_id = account.id;
  return useApiMutation({
    mutation: billingMutations.buyCredit,
    variables: (input: CardTopupInput) => ({ query: { billing_account_id, payment_object_id: "id" in input.card ? input.card.id : 0, amount: input.amount, on_session: true } }),
    // The paying code comes with the first payment: the form does not carry it.
    run: async (send, input): Promise<TopupOutcome> => (await import("./cardTopup")).payByCard(client, { billing_account_id, siteLocale, t }, send, input),
    failure: t("toast.topupFailed"),
    success: (outcome) =>
      outcome.kind === "paid" ? t("toast.paid", { amount: format.money(outcome.amount) }) : outcome.hostedPage ? t("toast.hostedPage") : t("toast.confirmWithBank"),
  });
}

export interface LinkTopupInput {
  amount: number;
  processor: PaymentProcessor;
  methodId: string;
}

/** Top-up through a payment link: the chosen method saved, the payment sent, then on to the processor's page. */
export function useLinkTopup(account: BillingAccount) {
  const client = useApiClient();
  const t = useT(paymentMessages);
  const billing_account_id = account.id;
  const body = ({ amount, processor, methodId }: LinkTopupInput) => ({
    body: { billing_account_id, amount, processor: processor.keyword, params: JSON.stringify({ method_id: methodId, return_url: `${frontBaseUrl()}/payment_return` }) },
  });
  return useApiMutation({
    mutation: billingMutations.sendLinkData,
    variables: body,
    run: async (send, input): Promise<TopupOutcome> => {
      await billingMutations.saveLinkMethods(client).mutationFn({ body: { billing_account_id, method_ids: [input.methodId] } });
      const started = await send(body(input));
      // Its page, opened with GET, or with the form the processor asks to be POSTed there (`form_data`).
      const destination = linkDestination(started);
      if (!destination) throw new Error(t("link.noDestination"));
      savePendingPayment({ kind: "link", billingAccountId: billing_account_id, amount: input.amount, processor: input.processor.keyword });
      return { kind: "redirect", ...destination };
    },
    failure: t("toast.topupFailed"),
  });
}

/** Asks to pay this account by invoice: an invoice payment object that an administrator verifies. Its toasts use the provider's word. */
export function useApplyForInvoice(account: BillingAccount) {
  const { invoice } = useBillingLabels();
  const t = useT(paymentMessages);
  return useApiMutation({
    mutation: billingMutations.applyForInvoicePayment,
    variables: () => ({ query: { billing_account_id: account.id } }),
    failure: t("toast.invoiceFailed", { invoice: invoice.toLowerCase() }),
    success: t("toast.invoiceRequested", { invoice }),
    // The SDK names nothing stale, yet the new payment object joins the account's cards.
    onSuccess: (_card, _input, queryClient) => queryClient.invalidateQueries({ queryKey: billingKeys.cards() }),
  });
}

/** Whether `cards` has a verified card to charge. */
export function chargeableCards(cards: readonly BillingAccountCard[]): BillingAccountCard[] {
  return cards.filter((card) => card.is_verified && !card.is_deleted);
}
