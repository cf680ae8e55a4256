import { makeCard } from "../../factories/billing.js";
import { cardsOf } from "../../serializers/billing.js";
import type { StoredCard } from "../../store/entities.js";
import { callerOf, chargedTo, owned, refuseForeignAccount, resolveAccount, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { apiError, readParams, siteOf, type DomainHandlers, type ErrorAnswer } from "../http.js";
import { ADYEN_KEYWORD, adyenCardToSave, adyenChargesCards, adyenVerifyAnswer, isAdyenPaymentData, openAdyenPayment, settleAdyenVerification } from "./adyenAnswers.js";
import { CLICTOPAY_KEYWORD, clictopayPrehook } from "./clictopayAnswers.js";
import { MOCK_PROCESSOR_KEYWORD, mockProcessorScriptUrl, redeemMockProcessorToken } from "./mockProcessor.js";
import { omiseCardToSave, omiseChargesCards, openOmiseCharge } from "./omiseAnswers.js";
import { siteCardProcessor, STRIPE_KEYWORDS, stripeChargesCards, stripePrehook } from "./stripeAnswers.js";
import { stripeCardDetails } from "./stripeRecords.js";

/** How the mock's PayPal answers `get /payment/paypal/payment_token`. */
export const PAYPAL_PAYMENT_TOKEN_PREFIX = "mock-paypal-payment-";

/** The end of a card's expiry month, in epoch seconds. */
function validThru({ expire_month, expire_year }: { expire_month: string; expire_year: string }): number {
  const year = Number(expire_year.length === 2 ? `20${expire_year}` : expire_year);
  const month = Number(expire_month);
  return Number.isFinite(year) && month >= 1 && month <= 12 ? Date.UTC(year, month, 1) / 1000 - 1 : Date.UTC(2030, 11, 31) / 1000;
}

/** Cards and other payment objects of billing accounts: list, detail, add, verify, make primary, delete. */
export const cardHandlers: DomainHandlers = (store, routes) => {
  const cardOwner = (card: StoredCard) => chargedTo(store.state, card.billing_account_id);
  const findCard = async (request: Request): Promise<StoredCard | ErrorAnswer> => {
    const id = (await readParams(request)).int("payment_object_id");
    const card = store.state.cards.find((c) => c.id === id && !c.is_deleted);
    return owned(store, callerOf(store, request), card, cardOwner, () => apiError(store, 404, "No such payment object."));
  };

  return [
    operation(routes, "get /payment/card/list", async ({ request, reply }) => {
      const caller = callerOf(store, request);
      const id = (await readParams(request)).int("billing_account_id");
      const foreign = refuseForeignAccount(store, caller, id);
      if (foreign) return foreign;
      const cards = store.state.cards.filter((c) => !c.is_deleted && (id === undefined || c.billing_account_id === id));
      return reply.json(visibleTo(store, caller, cards, cardOwner));
    }),
    operation(routes, "get /payment/card", async ({ request, reply }) => {
      const card = await findCard(request);
      return card instanceof Response ? card : reply.json(card);
    }),
    operation(routes, "post /payment/card/prehook", async ({ request, reply }) => {
      const params = await readParams(request);
      const foreign = refuseForeignAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (foreign) return foreign;
      const keyword = params.string("processor") ?? "";
      if (STRIPE_KEYWORDS.has(keyword)) return reply.json(stripePrehook(store, keyword));
      // Inferred: ClicToPay's card is typed on SMT's page, for an order registered to come back to the asking site.
      const accountId = params.int("billing_account_id");
      if (keyword === CLICTOPAY_KEYWORD && accountId !== undefined) {
        const order = clictopayPrehook(store, accountId, `${siteOf(request)}/app`);
        // Inferred: register.do out of reach is the platform's documented failure of a processor it cannot use.
        return order ? reply.json(order) : apiError(store, 500, "Payment channel not available");
      }
      // The mock's own processor is served by this backend: its answer says where the processor's script is.
      const script = keyword === MOCK_PROCESSOR_KEYWORD ? { script_url: mockProcessorScriptUrl(request) } : {};
      // Inferred: Adyen Web needs the shopper's country to start, which the platform names as the site's.
      const adyen = keyword === ADYEN_KEYWORD && store.state.ui.siteCountry ? { country: store.state.ui.siteCountry } : {};
      return reply.json({ client_secret: `seti_${store.rng.hex(24)}_secret_mock`, session_id: store.rng.uuid(), ...script, ...adyen });
    }),
    operation(routes, "post /payment/card", async ({ request, reply }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      if (!params.string("token") && !params.string("session_id")) return apiError(store, 400, "token is required.");
      // An account's first card is its primary card.
      const first = cardsOf(store.state, account.id).length === 0;
      // A token of the mock's processor stands for the card typed into its fields; any other token, for a card of the seed's.
      const mockCard = redeemMockProcessorToken(store, params.string("token"));
      // A PayPal payment token stands for an account PayPal has already verified when the customer approved.
      const paypal = params.string("token")?.startsWith(PAYPAL_PAYMENT_TOKEN_PREFIX) ?? false;
      // Inferred: an Omise site's token is read from Omise and its card attached to the account's Omise customer,
      // which Omise refuses for a card it declines (nothing saved then, Omise's message said); the card is saved from
      // the token's details under the id Omise gave the attached card.
      const omiseToken = !mockCard && !paypal && omiseChargesCards(store) ? params.string("token") : undefined;
      const omise = omiseToken ? omiseCardToSave(store, omiseToken) : undefined;
      if (omise && "error" in omise) return apiError(store, 400, omise.error);
      // Inferred: an Adyen site's token is Adyen Web's payment data (the encrypted card, the holder's name), sent to
      // Adyen as a zero-value payment that stores the card, which Adyen refuses in its words for a card it declines
      // (nothing saved then); the card is saved under Adyen's storedPaymentMethodId with the summary Adyen answers.
      const adyenData = !mockCard && !paypal && adyenChargesCards(store) ? params.string("token") : undefined;
      const adyen = isAdyenPaymentData(adyenData) ? adyenCardToSave(store, adyenData) : adyenData ? { error: "Adyen could not read the card data: add the card again." } : undefined;
      if (adyen && "error" in adyen) return apiError(store, 400, adyen.error);
      const details = mockCard ?? omise?.details ?? adyen?.details;
      // Inferred: a Stripe site's card is saved under the payment method id Stripe.js confirmed its SetupIntent with,
      // with the details the platform reads from Stripe's PaymentMethod (its brand, last digits, expiry and holder).
      const stripeMethod = !details && !paypal && stripeChargesCards(store) ? params.string("token") : undefined;
      const saved = details ?? (stripeMethod ? stripeCardDetails(store, stripeMethod) : undefined);
      const card = makeCard(store.factory(), account.id, {
        ...(stripeMethod ? { identifier: stripeMethod } : {}),
        ...(omise ? { identifier: omise.identifier } : {}),
        ...(adyen ? { identifier: adyen.identifier } : {}),
        is_verified: paypal,
        is_verification_pending: !paypal,
        is_primary: first,
        ...(saved ? { additional_data: JSON.stringify({ type: "creditcard", ...saved }), valid_thru: validThru(saved) } : {}),
        ...(paypal ? { additional_data: JSON.stringify({ type: "paypal" }) } : {}),
      });
      store.state.cards.push(card);
      store.changed();
      return reply.json(card);
    }),
    operation(routes, "post /payment/card/verify", async ({ request, reply }) => {
      const params = await readParams(request);
      const card = await findCard(request);
      if (card instanceof Response) return card;
      const processor = siteCardProcessor(store);
      // Inferred: a Stripe card was confirmed through its SetupIntent in the page, 3-D Secure included when the bank
      // asked, so Stripe has verified it and the platform sends the customer nowhere else.
      const confirmedInPage = stripeChargesCards(store);
      const base = params.string("front_base_url") ?? "/app";
      // Inferred: an Omise site verifies with a charge of the verification amount, which, when 3-D Secure is asked,
      // waits at the bank's page (the charge's authorize_uri); the return page's check reads how it ended.
      if (omiseChargesCards(store) && params.bool("force_3ds") && processor?.use_3ds_verification) {
        const charge = openOmiseCharge(store, { kind: "card_verification", amount: processor.verification_amount ?? 1, billingAccountId: card.billing_account_id, paymentObjectId: card.id }, base);
        card.is_verification_pending = true;
        store.changed();
        return reply.json({ ...card, redirect_url: charge.authorize_uri });
      }
      // Inferred: an Adyen verification's 3-D Secure done in the page is completed with its result as charge_id;
      // Adyen's refusal is answered in its words and leaves the card unverified.
      const chargeId = params.string("charge_id");
      if (adyenChargesCards(store) && chargeId) {
        const settled = settleAdyenVerification(store, chargeId, card);
        if (!settled) return apiError(store, 400, "No verification of this card waits for that result. Verify the card again.");
        store.changed();
        return "refused" in settled ? apiError(store, 400, settled.refused) : reply.json(card);
      }
      // Inferred: an Adyen site verifies with a payment of the verification amount, which, when 3-D Secure is asked,
      // answers Adyen's challenge for the card form on the page and its issuer's page as fallback; the return page's
      // check reads how a payment confirmed at the issuer's page ended.
      if (adyenChargesCards(store) && params.bool("force_3ds") && processor?.use_3ds_verification) {
        const payment = openAdyenPayment(store, { kind: "card_verification", amount: processor.verification_amount ?? 1, billingAccountId: card.billing_account_id, paymentObjectId: card.id }, base);
        card.is_verification_pending = true;
        store.changed();
        return reply.json({ ...card, ...adyenVerifyAnswer(payment) });
      }
      // A processor that asks for 3-D Secure sends the customer to confirm; the return page's check settles it.
      if (!confirmedInPage && params.bool("force_3ds") && processor?.use_3ds_verification) {
        const identifier = `3ds_${store.rng.hex(16)}`;
        (store.state.paymentSessions ??= []).push({ identifier, billing_account_id: card.billing_account_id, kind: "card_verification", status: "pending", payment_object_id: card.id });
        store.changed();
        return reply.json({ ...card, redirect_url: `${base}/payment_return?identifier=${identifier}&billing_account_id=${card.billing_account_id}` });
      }
      card.is_verified = true;
      card.is_verification_pending = false;
      store.changed();
      return reply.json(card);
    }),
    operation(routes, "put /payment/card/set_primary", async ({ request, reply }) => {
      const card = await findCard(request);
      if (card instanceof Response) return card;
      if (!card.is_verified) return apiError(store, 400, "Only a verified card can be primary. Verify the card first.");
      for (const c of cardsOf(store.state, card.billing_account_id)) c.is_primary = c.id === card.id;
      store.changed();
      return reply.json({ success: true });
    }),
    operation(routes, "delete /payment/card", async ({ request, reply }) => {
      const card = await findCard(request);
      if (card instanceof Response) return card;
      card.is_deleted = true;
      card.is_primary = false;
      store.changed();
      return reply.json({ success: true });
    }),
    operation(routes, "post /payment/apply_for_invoice_payment", async ({ request, reply }) => {
      const account = resolveAccount(store, callerOf(store, request), (await readParams(request)).int("billing_account_id"));
      if (account instanceof Response) return account;
      const card = makeCard(store.factory(), account.id, {
        identifier: "N/A",
        is_verified: false,
        valid_thru: 4102358400,
        additional_data: JSON.stringify({ type: "paying_by_invoice", client: {}, card_type: "By invoice", card_holder: account.email, expire_month: "12", expire_year: "2099", id: "N/A" }),
      });
      store.state.cards.push(card);
      store.changed();
      return reply.json(card);
    }),
  ];
};
