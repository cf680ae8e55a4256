import type { BillingAccount, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";
import { billingMutations } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { BILLING_FAILURE } from "../constants";
import { frontBaseUrl, savePendingPayment } from "../payments/pendingPayment";
import type { ProcessorDestination } from "../payments/redirect";
import { hostedPageOf, tokenizeNewCard, type NewCardInput } from "../payments/topupFlows";

/**
 * Verifying ends with the card verified, or at a page the browser must go to: the bank's 3-D Secure page, or the
 * processor's hosted payment page where the card is typed (its form POSTed there when it has fields).
 */
export type VerifyOutcome = { kind: "verified" | "pending" } | ({ kind: "redirect" } & ProcessorDestination);

async function verify(client: ReturnType<typeof useApiClient>, card: Pick<BillingAccountCard, "id" | "billing_account_id">, processor: PaymentProcessor): Promise<VerifyOutcome> {
  const result = await billingMutations.verifyCard(client).mutationFn({
    body: { payment_object_id: card.id, front_base_url: frontBaseUrl(), force_3ds: processor.use_3ds_verification ?? false },
  });
  if (result.redirect_url) {
    savePendingPayment({ kind: "card_verification", billingAccountId: card.billing_account_id, paymentObjectId: card.id, processor: processor.keyword });
    return { kind: "redirect", url: result.redirect_url };
  }
  return { kind: result.is_verified ? "verified" : "pending" };
}

/**
 * Adds a card: the processor's token for what was typed into its fields (the card entry asked the prehook when it
 * mounted them), add, then verify (3-D Secure when the processor asks).
 */
export function useAddCard(account: BillingAccount, processor: PaymentProcessor) {
  const client = useApiClient();
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
        return { kind: "redirect", ...hostedPage };
      }
      const { token, sessionId } = await tokenizeNewCard(card);
      const added = await send({ body: { billing_account_id: account.id, token, session_id: sessionId ?? "" } });
      return verify(client, added, processor);
    },
    failure: BILLING_FAILURE.card,
    success: (outcome) => (outcome.kind === "verified" ? "Card added and verified" : outcome.kind === "redirect" ? "Confirm the card with your bank" : "Card added; verification is pending"),
  });
}

/** Verifies a card that is pending verification. */
export function useVerifyCard(processor: PaymentProcessor) {
  const client = useApiClient();
  return useApiMutation({
    mutation: billingMutations.verifyCard,
    variables: (card: BillingAccountCard) => ({ body: { payment_object_id: card.id } }),
    run: (_send, card: BillingAccountCard) => verify(client, card, processor),
    failure: BILLING_FAILURE.cardVerify,
    success: (outcome) => (outcome.kind === "verified" ? "Card verified" : outcome.kind === "redirect" ? "Confirm the card with your bank" : "Verification started"),
  });
}

export function useSetPrimaryCard() {
  return useApiMutation({
    mutation: billingMutations.setPrimaryCard,
    variables: (card: BillingAccountCard) => ({ body: { payment_object_id: card.id } }),
    failure: BILLING_FAILURE.cardPrimary,
    success: "Primary card changed",
  });
}

export function useDeleteCard() {
  return useApiMutation({
    mutation: billingMutations.deleteCard,
    variables: (card: BillingAccountCard) => ({ body: { payment_object_id: card.id } }),
    failure: BILLING_FAILURE.cardDelete,
    success: "Card deleted",
  });
}
