import type { ApiClient, PaymentProcessor, PaymentResult } from "@cloudconsole/sdk";
import { billingMutations } from "@cloudconsole/sdk/query";
import { verifyCardWithProcessor } from "../cards/cardVerification";
import { currentLanguage, loadCatalogue } from "../../../i18n";
import { cardProcessorMessages } from "./cardProcessors/messages";
import { CardProcessorError, type CardProcessorAdapter } from "./cardProcessors/types";
import type { PaymentsT } from "./messages";
import { hostedPageOf, tokenizeNewCard, type NewCardInput } from "./newCard";
import { nextActionOf } from "./nextAction";
import { savePendingPayment } from "./pendingPayment";
import type { ProcessorDestination } from "./redirect";
import { chargeOnce } from "./uncertainCharges";

// What happens when the customer pays by card, loaded only then (the top-up form's own code stays small).

/**
 * A top-up ends paid, or at the processor's page (3-D Secure, a payment link) the browser must go to; `hostedPage` when
 * it is the processor's hosted payment page, where a new card is typed and added first.
 */
export type TopupOutcome = { kind: "paid"; amount: number } | ({ kind: "redirect"; hostedPage?: true } & ProcessorDestination);

export interface CardTopupInput {
  amount: number;
  processor: PaymentProcessor;
  /** The processor's adapter, which runs a next action (3-D Secure) in the page where its vendor can. */
  adapter?: CardProcessorAdapter | undefined;
  /** A saved card's id, or a new card to add and verify first. */
  card: { id: number } | { newCard: NewCardInput };
}

/**
 * Top-up by card: a new card gets the processor's token and goes through add and verify (to the processor's 3-D
 * Secure page when it asks, the top-up then waiting for the customer's return); then buy, any next action the adapter
 * runs in the page (3-D Secure), and posthook with the charge id to complete the charge. A retry after a buy that got
 * no answer first checks whether that one charged the card (uncertainCharges).
 */
export async function payByCard(
  client: ApiClient,
  { billing_account_id, siteLocale, t }: { billing_account_id: number; siteLocale: string; t: PaymentsT },
  send: (variables: { query: { billing_account_id: number; payment_object_id: number; amount: number; on_session: boolean } }) => Promise<PaymentResult>,
  { amount, processor, adapter, card }: CardTopupInput,
): Promise<TopupOutcome> {
  let paymentObjectId: number;
  if ("id" in card) {
    paymentObjectId = card.id;
  } else {
    const hostedPage = hostedPageOf(card.newCard);
    if (hostedPage) {
      // The card is typed and saved on the processor's page, which sends the customer back to /payment_return
      // with the outcome; the top-up of the amount chosen here is then paid there with the saved card.
      savePendingPayment({ kind: "card_verification", billingAccountId: billing_account_id, amount, processor: processor.keyword });
      return { kind: "redirect", hostedPage: true, ...hostedPage };
    }
    const { token, sessionId } = await tokenizeNewCard(card.newCard);
    const added = await billingMutations.addCard(client).mutationFn({ body: { billing_account_id, token, ...(sessionId ? { session_id: sessionId } : {}) } });
    paymentObjectId = added.id;
    // The card form is on the page: a 3-D Secure its verification asks for runs there where the vendor can; at
    // the processor's page instead, the top-up waits for the customer's return.
    const verified = await verifyCardWithProcessor(client, added, processor, adapter && { adapter, locale: siteLocale }, amount);
    if (verified.kind === "redirect") return verified;
  }
  // A retry after a buy that got no answer first checks whether that one charged the card (see uncertainCharges).
  const bought = await chargeOnce(client, { billingAccountId: billing_account_id, paymentObjectId, amount }, () =>
    send({ query: { billing_account_id, payment_object_id: paymentObjectId, amount, on_session: true } }),
  );
  if (!bought) return { kind: "paid", amount };
  let chargeId = bought.charge_id;
  const nextAction = nextActionOf(bought);
  if (nextAction && adapter?.handleNextAction) {
    // The adapter speaks the console's language: its messages are loaded before it runs (a saved card mounts no fields).
    await loadCatalogue(cardProcessorMessages, currentLanguage());
    // The vendor confirms in the page (3-D Secure); only its outcome says whether the charge went through.
    const outcome = await adapter.handleNextAction(nextAction, { processor, prehook: {}, locale: siteLocale });
    if (outcome.kind === "failed") throw new CardProcessorError(outcome.message, "card");
    if (outcome.kind === "redirect") return redirectForConfirmation(outcome.url, chargeId);
    chargeId = outcome.chargeId ?? chargeId;
  } else if (bought.redirect_url) {
    return redirectForConfirmation(bought.redirect_url, chargeId);
  } else if (!bought.success) {
    throw new Error(bought.message ?? t("card.declined"));
  }
  await billingMutations.buyCreditPosthook(client).mutationFn({ body: { billing_account_id, charge_id: chargeId ?? "", payment_object_id: paymentObjectId } });
  return { kind: "paid", amount };

  // The bank confirms the charge away from the console: the return page completes it with `credit/buy/posthook`
  // and its charge id, once (it claims the pending record before calling).
  function redirectForConfirmation(url: string, charge: string | undefined): TopupOutcome {
    savePendingPayment({ kind: "card_topup", billingAccountId: billing_account_id, amount, paymentObjectId, processor: processor.keyword, ...(charge ? { chargeId: charge } : {}) });
    return { kind: "redirect", url };
  }
}
