import { HttpResponse, http } from "msw";
import { makeToken } from "../factories/entities.js";
import { formatDt } from "../factories/time.js";
import { callerOf, canUse, forbidden, visible } from "./access.js";
import { apiError, readParams, success, type DomainHandlers } from "./http.js";

/** API tokens: list, create (answers the whole list), update, delete. */
export const tokenHandlers: DomainHandlers = (store, routes) => {
  const list = (request: Request) => visible(callerOf(store, request), store.state.tokens, (t) => t.billing_account_id);
  const path = routes.path("/user-resource/token");
  return [
    http.get(routes.path("/user-resource/token/list"), ({ request }) => HttpResponse.json(list(request))),
    http.post(path, async ({ request }) => {
      const caller = callerOf(store, request);
      const params = await readParams(request);
      const restricted = params.bool("restricted") ?? false;
      const accountId = params.int("billing_account_id") ?? 0;
      if (Number.isNaN(accountId)) return apiError(store, 400, "billing_account_id must be a whole number.");
      if (restricted && !store.state.billingAccounts.some((a) => a.id === accountId && !a.is_deleted)) {
        return apiError(store, 400, "Provided billing account is incorrect.");
      }
      if (!canUse(caller, accountId) || (caller.kind === "token" && caller.restrictedTo !== null && !restricted)) return forbidden(store);
      if (params.string("description")?.toLowerCase().includes("fail")) return apiError(store, 500, "Failed to create kong token");
      store.state.tokens.push(
        makeToken(store.factory(), { description: params.string("description") ?? "", restricted, billing_account_id: restricted ? accountId : 0 }),
      );
      store.changed();
      return HttpResponse.json(list(request));
    }),
    http.patch(path, async ({ request }) => {
      const caller = callerOf(store, request);
      const params = await readParams(request);
      const token = store.state.tokens.find((t) => t.id === params.int("token_id"));
      if (!token) return apiError(store, 404, "Failed to update kong token");
      if (!canUse(caller, token.billing_account_id)) return forbidden(store);
      if (params.has("description")) token.description = params.string("description") ?? "";
      // Any value that is present counts as true, an absent one as false (api-payloads.md §1; clients leave it out when false).
      token.restricted = params.has("restricted");
      const accountId = params.int("billing_account_id");
      if (accountId !== undefined && !Number.isNaN(accountId)) token.billing_account_id = accountId;
      if (!token.restricted) token.billing_account_id = 0;
      token.updated_at = formatDt(store.clock.now());
      store.changed();
      return HttpResponse.json(token);
    }),
    http.delete(path, async ({ request }) => {
      const caller = callerOf(store, request);
      const params = await readParams(request);
      const index = store.state.tokens.findIndex((t) => t.id === params.int("token_id"));
      const token = store.state.tokens[index];
      if (!token) return apiError(store, 404, "Failed to delete kong token");
      if (!canUse(caller, token.billing_account_id)) return forbidden(store);
      store.state.tokens.splice(index, 1);
      store.changed();
      return success();
    }),
  ];
};
