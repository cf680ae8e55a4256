import { HttpResponse, http } from "msw";
import { makeDelegation } from "../factories/entities.js";
import { formatDt } from "../factories/time.js";
import type { AccessDelegation } from "../store/entities.js";
import type { MockState } from "../store/state.js";
import { callerOf, canUse, forbidden, resolveAccount, visible } from "./access.js";
import { apiError, readParams, success, type DomainHandlers } from "./http.js";
import { ADMIN_TOKEN_PREFIX, IMPERSONATION_TOKEN_PREFIX, callerIsAdmin } from "./user.js";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Users the mock knows by id, with their email: the signed-in user and the grantees of its delegations. */
function knownUsers(state: MockState): Map<number, string> {
  const users = new Map<number, string>([[state.user.id, state.user.name]]);
  for (const invitation of state.delegations.flatMap((d) => d.impersonations)) {
    if (invitation.grantee_id !== null) users.set(invitation.grantee_id, invitation.grantee_username);
  }
  return users;
}

/** Access delegation (owner side), invitations received (grantee side) and impersonation tokens. */
export const delegationHandlers: DomainHandlers = (store, routes) => {
  const p = (path: string) => routes.path(`/user-resource${path}`);
  const find = (request: Request, id: unknown): AccessDelegation | Response => {
    const found = store.state.delegations.find((d) => d.id === Number(id));
    if (!found) return apiError(store, 404, `No such access delegation ${String(id)}.`);
    if (!canUse(callerOf(store, request), found.billing_account_id)) return forbidden(store);
    return found;
  };
  const removeImpersonation = (request: Request, delegationId: unknown, impersonationId: unknown): Response => {
    const groups = delegationId === undefined ? store.state.delegations : store.state.delegations.filter((d) => d.id === Number(delegationId));
    for (const group of groups) {
      const index = group.impersonations.findIndex((i) => i.uuid === impersonationId);
      if (index < 0) continue;
      if (!canUse(callerOf(store, request), group.billing_account_id)) return forbidden(store);
      group.impersonations.splice(index, 1);
      group.updated_at = formatDt(store.clock.now());
      store.changed();
      return success();
    }
    return apiError(store, 404, "Failed to delete impersonation key");
  };

  return [
    http.get(p("/access_group"), ({ request }) => HttpResponse.json(visible(callerOf(store, request), store.state.delegations, (d) => d.billing_account_id))),
    http.post(p("/access_group"), async ({ request }) => {
      const body = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const name = body.string("name");
      if (!name) return apiError(store, 400, "name is required.");
      const created = makeDelegation(store.factory(), account.id, name);
      store.state.delegations.push(created);
      store.changed();
      return HttpResponse.json(created);
    }),
    http.delete(p("/access_group/:id"), ({ request, params }) => {
      const found = find(request, params.id);
      if (found instanceof Response) return found;
      store.state.delegations = store.state.delegations.filter((d) => d !== found);
      store.changed();
      return success();
    }),
    http.post(p("/access_group/:id/impersonation"), async ({ request, params }) => {
      const found = find(request, params.id);
      if (found instanceof Response) return found;
      const email = (await readParams(request)).string("grantee_username");
      if (!email || !EMAIL.test(email)) return apiError(store, 400, "grantee_username must be an email address.");
      if (found.impersonations.some((i) => i.grantee_username === email)) return apiError(store, 409, `${email} is already invited to this delegation.`);
      const invitation = { uuid: store.rng.uuid(), grantee_id: null, grantee_username: email, is_accepted: false, accepted_at: null, created_at: formatDt(store.clock.now()) };
      found.impersonations.push(invitation);
      found.updated_at = invitation.created_at;
      store.changed();
      return HttpResponse.json(invitation);
    }),
    http.delete(p("/access_group/:id/impersonation/:impersonation"), ({ request, params }) => removeImpersonation(request, params.id, params.impersonation)),
    http.get(p("/impersonation"), () => HttpResponse.json(store.state.receivedImpersonations)),
    http.put(p("/impersonation/:uuid/accept"), ({ params }) => {
      const invitation = store.state.receivedImpersonations.find((i) => i.uuid === params.uuid);
      if (!invitation) return apiError(store, 404, `No such invitation ${String(params.uuid)}.`);
      invitation.is_accepted = true;
      invitation.accepted_at = formatDt(store.clock.now());
      store.changed();
      return HttpResponse.json(invitation);
    }),
    http.post(p("/impersonation/:uuid/start"), ({ params }) => {
      const invitation = store.state.receivedImpersonations.find((i) => i.uuid === params.uuid);
      if (!invitation) return apiError(store, 404, `No such invitation ${String(params.uuid)}.`);
      if (!invitation.is_accepted) return apiError(store, 409, "Accept the invitation before starting impersonation.");
      return HttpResponse.json({ token: `${IMPERSONATION_TOKEN_PREFIX}${store.rng.hex(32)}`, access_owner: invitation.access_owner });
    }),
    // The spec leaves out the prefix of this delete; the grantee side is accepted too.
    http.delete(p("/impersonation/:uuid"), ({ request, params }) => {
      const received = store.state.receivedImpersonations.findIndex((i) => i.uuid === params.uuid);
      if (received >= 0) {
        store.state.receivedImpersonations.splice(received, 1);
        store.changed();
        return success();
      }
      return removeImpersonation(request, undefined, params.uuid);
    }),
    // An admin acts as a user, or as the owner of a billing account (both given: they must match).
    http.post(p("/admin/token"), async ({ request }) => {
      if (!callerIsAdmin(store, request)) return apiError(store, 403, "Only administrators may act as other users.");
      const body = await readParams(request);
      const userId = body.int("user_id");
      const accountId = body.int("billing_account_id");
      if (userId === undefined && accountId === undefined) return apiError(store, 400, "user_id or billing_account_id is required.");
      if (Number.isNaN(userId) || Number.isNaN(accountId)) return apiError(store, 400, "user_id and billing_account_id must be whole numbers.");
      const users = knownUsers(store.state);
      if (userId !== undefined && !users.has(userId)) return apiError(store, 404, `No such user ${userId}.`);
      const account = accountId === undefined ? undefined : store.state.billingAccounts.find((a) => a.id === accountId);
      if (accountId !== undefined && !account) return apiError(store, 404, `No such billing account ${accountId}.`);
      if (account && userId !== undefined && account.user_id !== userId) return apiError(store, 400, `Billing account ${account.id} does not belong to user ${userId}.`);
      // The owner's email names whom the admin acts as (the banner shows it); an account's own email stands in.
      const ownerId = account?.user_id ?? userId;
      const owner = (ownerId === undefined ? undefined : users.get(ownerId)) ?? account?.email;
      return HttpResponse.json({ token: `${ADMIN_TOKEN_PREFIX}${store.rng.hex(32)}`, ...(owner ? { access_owner: owner } : {}) });
    }),
  ];
};
