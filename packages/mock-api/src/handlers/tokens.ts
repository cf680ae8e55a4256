import { makeToken } from "../factories/access.js";
import { formatDt } from "../factories/time.js";
import { callerOf, canUse, forbidden, owned, refuseForeignAccount, visibleTo } from "./access.js";
import { operation } from "./contract.js";
import { tokenOwner } from "./owners.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";


/** API tokens: list, create (answers the whole list), update, delete. */
export const tokenHandlers: DomainHandlers = (store, routes) => {
  const list = (request: Request) => visibleTo(store, callerOf(store, request), store.state.tokens, tokenOwner);
  const find = (request: Request, id: number | undefined, failure: string) =>
    owned(store, callerOf(store, request), store.state.tokens.find((t) => t.id === id), tokenOwner, () => apiError(store, 404, failure));

  return [
    operation(routes, "get /user-resource/token/list", ({ request, reply }) => reply.json(list(request))),
    operation(routes, "post /user-resource/token", async ({ request, reply }) => {
      const caller = callerOf(store, request);
      const params = await readParams(request);
      const restricted = params.bool("restricted") ?? false;
      const accountId = params.int("billing_account_id") ?? 0;
      if (restricted && !store.state.billingAccounts.some((a) => a.id === accountId && !a.is_deleted)) {
        return apiError(store, 400, "Provided billing account is incorrect.");
      }
      const foreign = restricted ? refuseForeignAccount(store, caller, accountId) : undefined;
      if (foreign) return foreign;
      if (!canUse(caller, accountId) || (caller.kind === "token" && caller.restrictedTo !== null && !restricted)) return forbidden(store);
      if (params.string("description")?.toLowerCase().includes("fail")) return apiError(store, 500, "Failed to create kong token");
      store.state.tokens.push(
        makeToken(store.factory(), { description: params.string("description") ?? "", restricted, billing_account_id: restricted ? accountId : 0 }),
      );
      store.changed();
      return reply.json(list(request));
    }),
    operation(routes, "patch /user-resource/token", async ({ request, reply }) => {
      const params = await readParams(request);
      const token = find(request, params.int("token_id"), "Failed to update kong token");
      if (token instanceof Response) return token;
      const accountId = params.int("billing_account_id");
      const foreign = refuseForeignAccount(store, callerOf(store, request), accountId);
      if (foreign) return foreign;
      if (params.has("description")) token.description = params.string("description") ?? "";
      // A flag left out keeps the token's restriction and account; false or 0 lifts it.
      const restricted = params.bool("restricted");
      if (restricted !== undefined) token.restricted = restricted;
      if (accountId !== undefined && !Number.isNaN(accountId)) token.billing_account_id = accountId;
      if (!token.restricted) token.billing_account_id = 0;
      token.updated_at = formatDt(store.clock.now());
      store.changed();
      return reply.json(token);
    }),
    operation(routes, "delete /user-resource/token", async ({ request, reply }) => {
      const params = await readParams(request);
      const token = find(request, params.int("token_id"), "Failed to delete kong token");
      if (token instanceof Response) return token;
      store.state.tokens = store.state.tokens.filter((t) => t !== token);
      store.changed();
      return reply.json({ success: true });
    }),
  ];
};
