import type { ApiClient, BillingAccountCard, PaymentProcessor } from "@cloudconsole/sdk";
import { billingMutations } from "@cloudconsole/sdk/query";
import { CardProcessorError, type CardProcessorAdapter } from "../payments/cardProcessors/types";
import { frontBaseUrl, savePendingPayment } from "../payments/pendingPayment";
import { nextActionOf } from "../payments/nextAction";
import type { ProcessorDestination } from "../payments/redirect";

/**
 * Verifying ends with the card verified, or at a page the browser must go to: the bank's 3-D Secure page, or the
 * processor's hosted payment page where the card is typed (`hostedPage`; its form POSTed there when it has fields).
 */
export type VerifyOutcome = { kind: "verified" | "pending" } | ({ kind: "redirect"; hostedPage?: true } & ProcessorDestination);

/** Where a verification runs its next action in the page: the processor's adapter, with its card form still mounted. */
export interface InPageVerification {
  adapter: CardProcessorAdapter;
  locale: string;
}

/**
 * Verifies a card with `card/verify` (the verification amount, 3-D Secure when the processor asks). When the answer
 * needs the customer once more, the processor's script runs it in the page where it can (Adyen's 3-D Secure challenge in
 * its card form) and the platform completes the verification with the action's result as `charge_id`; otherwise the
 * browser goes to the processor's page and the return page settles it.
 */
export async function verifyCardWithProcessor(
  client: ApiClient,
  card: Pick<BillingAccountCard, "id" | "billing_account_id">,
  processor: PaymentProcessor,
  inPage?: InPageVerification,
  /** The top-up the new card is verified for, which the return page goes on with after the processor's page. */
  topupAmount?: number,
): Promise<VerifyOutcome> {
  const verify = billingMutations.verifyCard(client).mutationFn;
  const result = await verify({ body: { payment_object_id: card.id, front_base_url: frontBaseUrl(), force_3ds: processor.use_3ds_verification ?? false } });
  const toPage = (url: string): VerifyOutcome => {
    savePendingPayment({ kind: "card_verification", billingAccountId: card.billing_account_id, paymentObjectId: card.id, processor: processor.keyword, ...(topupAmount !== undefined ? { amount: topupAmount } : {}) });
    return { kind: "redirect", url };
  };
  const nextAction = nextActionOf(result);
  if (nextAction && inPage?.adapter.handleNextAction) {
    const outcome = await inPage.adapter.handleNextAction(nextAction, { processor, prehook: {}, locale: inPage.locale });
    // The card stays unverified: the vendor's own words say why.
    if (outcome.kind === "failed") throw new CardProcessorError(outcome.message, "card");
    if (outcome.kind === "redirect") return toPage(outcome.url);
    const chargeId = outcome.chargeId ?? result.charge_id;
    const completed = chargeId ? await verify({ body: { payment_object_id: card.id, charge_id: chargeId } }) : result;
    return { kind: completed.is_verified ? "verified" : "pending" };
  }
  if (result.redirect_url) return toPage(result.redirect_url);
  return { kind: result.is_verified ? "verified" : "pending" };
}
