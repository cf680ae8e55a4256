import type { BillingAccount, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";
import { billingKeys, billingMutations } from "@cloudconsole/sdk/query";
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useT } from "../../../i18n";
import type { CardProcessorAdapter } from "../payments/cardProcessors/types";
import { savePendingPayment } from "../payments/pendingPayment";
import { hostedPageOf, tokenizeNewCard, type NewCardInput } from "../payments/newCard";
import { verifyCardWithProcessor, type VerifyOutcome } from "./cardVerification";
import { cardsMessages, type CardsT } from "./messages";

export type { VerifyOutcome };

/** What adding a card says when it goes on at a page away from the console: the bank confirms, or the processor takes the card. */
function redirectMessage(t: CardsT, outcome: { hostedPage?: true }): string {
  return outcome.hostedPage ? t("toast.hostedPage") : t("toast.confirmWithBank");
}

/**
 * Adds a card: the processor's token for what was typed into its fields (the card entry asked the prehook when it
 * mounted them), add, then verify (3-D Secure when the processor asks, in the page through `adapter` where its vendor
 * can, the card form still mounted).
 */
export function useAddCard(account: BillingAccount, processor: PaymentProcessor, adapter?: CardProcessorAdapter) {
  const client = useApiClient();
  const { siteLocale } = useUiConfig();
  const queryClient = useQueryClient();
  const t = useT(cardsMessages);
  return useApiMutation({
    mutation: billingMutations.addCard,
    // The token exists only once the processor made it: `run` sends the real one.
    variables: (_card: NewCardInput) => ({ body: { billing_account_id: account.id, token: "", session_id: "" } }),
    run: async (send, card: NewCardInput): Promise<VerifyOutcome> => {
      // A processor with a hosted payment page takes the card on its own page, saves it and sends the customer back
      // to /payment_return, whose check settles the verification: nothing is tokenised or added here.
      const hostedPage = hostedPageOf(card);
      if (hostedPage) {
        savePendingPayment({ kind: "card_verification", billingAccountId: account.id, processor: processor.keyword });
        return { kind: "redirect", hostedPage: true, ...hostedPage };
      }
      const { token, sessionId } = await tokenizeNewCard(card);
      const added = await send({ body: { billing_account_id: account.id, token, session_id: sessionId ?? "" } });
      try {
        return await verifyCardWithProcessor(client, added, processor, adapter && { adapter, locale: siteLocale });
      } catch (error) {
        // The card is saved even when its verification fails: the list shows it, unverified, to verify again.
        void queryClient.invalidateQueries({ queryKey: billingKeys.cards() });
        throw error;
      }
    },
    failure: t("failure.card"),
    success: (outcome) => (outcome.kind === "verified" ? t("toast.addedVerified") : outcome.kind === "redirect" ? redirectMessage(t, outcome) : t("toast.addedPending")),
  });
}

/** Verifies a card that is pending verification. */
export function useVerifyCard(processor: PaymentProcessor) {
  const client = useApiClient();
  const t = useT(cardsMessages);
  return useApiMutation({
    mutation: billingMutations.verifyCard,
    variables: (card: BillingAccountCard) => ({ body: { payment_object_id: card.id } }),
    // No card form is on the page here: a next action goes to the processor's page.
    run: (_send, card: BillingAccountCard) => verifyCardWithProcessor(client, card, processor),
    failure: t("failure.verify"),
    success: (outcome) => (outcome.kind === "verified" ? t("toast.verified") : outcome.kind === "redirect" ? redirectMessage(t, outcome) : t("toast.verificationStarted")),
  });
}

export function useSetPrimaryCard() {
  const t = useT(cardsMessages);
  return useApiMutation({
    mutation: billingMutations.setPrimaryCard,
    variables: (card: BillingAccountCard) => ({ body: { payment_object_id: card.id } }),
    failure: t("failure.primary"),
    success: t("toast.primaryChanged"),
  });
}

export function useDeleteCard() {
  const t = useT(cardsMessages);
  return useApiMutation({
    mutation: billingMutations.deleteCard,
    variables: (card: BillingAccountCard) => ({ body: { payment_object_id: card.id } }),
    failure: t("failure.delete"),
    success: t("toast.deleted"),
  });
}
