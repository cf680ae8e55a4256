import { makeCard } from "../../factories/billing.js";
import { cardsOf } from "../../serializers/billing.js";
import type { StoredCard } from "../../store/entities.js";
import { callerOf, chargedTo, owned, refuseForeignAccount, resolveAccount, visibleTo } from "../access.js";
import { operation } from "../contract.js";
import { apiError, readParams, type DomainHandlers, type ErrorAnswer } from "../http.js";

/** Cards and other payment objects of billing accounts: list, add, verify, make primary, delete. */
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
    operation(routes, "post /payment/card/prehook", async ({ request, reply }) => {
      const foreign = refuseForeignAccount(store, callerOf(store, request), (await readParams(request)).int("billing_account_id"));
      return foreign ?? reply.json({ client_secret: `seti_${store.rng.hex(24)}_secret_mock`, session_id: store.rng.uuid() });
    }),
    operation(routes, "post /payment/card", async ({ request, reply }) => {
      const params = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), params.int("billing_account_id"));
      if (account instanceof Response) return account;
      if (!params.string("token") && !params.string("session_id")) return apiError(store, 400, "token is required.");
      // An account's first card is its primary card.
      const first = cardsOf(store.state, account.id).length === 0;
      const card = makeCard(store.factory(), account.id, { is_verified: false, is_verification_pending: true, is_primary: first });
      store.state.cards.push(card);
      store.changed();
      return reply.json(card);
    }),
    operation(routes, "post /payment/card/verify", async ({ request, reply }) => {
      const card = await findCard(request);
      if (card instanceof Response) return card;
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
