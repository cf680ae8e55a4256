import type { BillingAccount, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";
import { billingKeys, billingMutations } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { useUiConfig } from "../../../config/ConfigLayout";
import { useFormat } from "../../../format";
import { BILLING_FAILURE, HOSTED_PAGE_ADDS_CARD } from "../constants";
import type { CardEntry } from "./cardProcessors/CardFields";
import { CardProcessorError, type CardProcessorAdapter, type CardToken } from "./cardProcessors/types";
import { nextActionOf } from "./nextAction";
import { verifyCardWithProcessor } from "../cards/cardVerification";
import { frontBaseUrl, savePendingPayment } from "./pendingPayment";
import { linkDestination, type ProcessorDestination } from "./redirect";
import { chargeOnce } from "./uncertainCharges";

/**
 * A top-up ends paid, or at the processor's page (3-D Secure, a payment link) the browser must go to; `hostedPage` when
 * it is the processor's hosted payment page, where a new card is typed and added first.
 */
export type TopupOutcome = { kind: "paid"; amount: number } | ({ kind: "redirect"; hostedPage?: true } & ProcessorDestination);

/** A new card: the processor's mounted fields, and the holder's name typed into the console's own field. */
export interface NewCardInput {
  entry: CardEntry | null;
  holder: string;
}

export interface CardTopupInput {
  amount: number;
  processor: PaymentProcessor;
  /** The processor's adapter, which runs a next action (3-D Secure) in the page where its vendor can. */
  adapter?: CardProcessorAdapter | undefined;
  /** A saved card's id, or a new card to add and verify first. */
  card: { id: number } | { newCard: NewCardInput };
}

/** The vendor's token for a new card, or the vendor's refusal; fields still loading are refused as such. */
export function tokenizeNewCard({ entry, holder }: NewCardInput): Promise<CardToken> {
  if (!entry) return Promise.reject(new CardProcessorError("The card fields are still loading. Try again in a moment.", "network"));
  return entry.tokenize({ holder: holder.trim() });
}

/** The processor's hosted payment page a new card is typed into, when it has one rather than fields in the page. */
export function hostedPageOf({ entry }: NewCardInput): ProcessorDestination | undefined {
  return entry?.hostedPage;
}

/**
 * Top-up by card: a new card gets the processor's token and goes through add and verify (to the processor's 3-D
 * Secure page when it asks, the top-up then waiting for the customer's return); then buy, any next action the adapter
 * runs in the page (3-D Secure), and posthook with the charge id to complete the charge. Balance, credit history and
 * restriction level (the account's) refresh once it is paid.
 */
export function useCardTopup(account: BillingAccount) {
  const client = useApiClient();
  const format = useFormat();
  const { siteLocale } = useUiConfig();
  const billing_account_id = account.id;
  return useApiMutation({
    mutation: billingMutations.buyCredit,
    variables: (input: CardTopupInput) => ({ query: { billing_account_id, payment_object_id: "id" in input.card ? input.card.id : 0, amount: input.amount, on_session: true } }),
    run: async (send, { amount, processor, adapter, card }): Promise<TopupOutcome> => {
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
        // The vendor confirms in the page (3-D Secure); only its outcome says whether the charge went through.
        const outcome = await adapter.handleNextAction(nextAction, { processor, prehook: {}, locale: siteLocale });
        if (outcome.kind === "failed") throw new CardProcessorError(outcome.message, "card");
        if (outcome.kind === "redirect") return redirectForConfirmation(outcome.url, chargeId);
        chargeId = outcome.chargeId ?? chargeId;
      } else if (bought.redirect_url) {
        return redirectForConfirmation(bought.redirect_url, chargeId);
      } else if (!bought.success) {
        throw new Error(bought.message ?? "The payment was declined. Try another card.");
      }
      await billingMutations.buyCreditPosthook(client).mutationFn({ body: { billing_account_id, charge_id: chargeId ?? "", payment_object_id: paymentObjectId } });
      return { kind: "paid", amount };

      // The bank confirms the charge away from the console: the return page completes it with `credit/buy/posthook`
      // and its charge id, once (it claims the pending record before calling).
      function redirectForConfirmation(url: string, charge: string | undefined): TopupOutcome {
        savePendingPayment({ kind: "card_topup", billingAccountId: billing_account_id, amount, paymentObjectId, processor: processor.keyword, ...(charge ? { chargeId: charge } : {}) });
        return { kind: "redirect", url };
      }
    },
    failure: BILLING_FAILURE.topup,
    success: (outcome) =>
      outcome.kind === "paid" ? `Top-up of ${format.money(outcome.amount)} paid` : outcome.hostedPage ? `${HOSTED_PAGE_ADDS_CARD}: then pay with it here` : "Confirm the payment with your bank",
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
      if (!destination) throw new Error("The processor did not say where to pay. Try again or choose another method.");
      savePendingPayment({ kind: "link", billingAccountId: billing_account_id, amount: input.amount, processor: input.processor.keyword });
      return { kind: "redirect", ...destination };
    },
    failure: BILLING_FAILURE.topup,
  });
}

/** Asks to pay this account by invoice: an invoice payment object that an administrator verifies. */
export function useApplyForInvoice(account: BillingAccount) {
  return useApiMutation({
    mutation: billingMutations.applyForInvoicePayment,
    variables: () => ({ query: { billing_account_id: account.id } }),
    failure: BILLING_FAILURE.invoicePayment,
    success: "Invoice payment requested: we will confirm it by email",
    // The SDK names nothing stale, yet the new payment object joins the account's cards.
    onSuccess: (_card, _input, queryClient) => queryClient.invalidateQueries({ queryKey: billingKeys.cards() }),
  });
}

/** Whether `cards` has a verified card to charge. */
export function chargeableCards(cards: readonly BillingAccountCard[]): BillingAccountCard[] {
  return cards.filter((card) => card.is_verified && !card.is_deleted);
}
