import type { Impersonation } from "@cloudconsole/sdk";
import { makeDelegation } from "../factories/access.js";
import { formatDt } from "../factories/time.js";
import type { MockState } from "../store/state.js";
import { callerOf, owned, resolveAccount, visibleTo } from "./access.js";
import { operation } from "./contract.js";
import { delegationOwner, invitationOwner } from "./owners.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";
import { ADMIN_TOKEN_PREFIX, IMPERSONATION_TOKEN_PREFIX, callerIsAdmin } from "./user.js";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;


/** Users the mock knows by id, with their email: the signed-in user and the grantees of its delegations. */
function knownUsers(state: MockState): Map<number, string> {
  const users = new Map<number, string>([[state.user.id, state.user.name]]);
  for (const invitation of state.delegations.flatMap((d) => d.impersonations)) {
    if (invitation.grantee_id !== null && invitation.grantee_id !== undefined) users.set(invitation.grantee_id, invitation.grantee_username);
  }
  return users;
}

/** Access delegation (owner side), invitations received (grantee side) and impersonation tokens. */
export const delegationHandlers: DomainHandlers = (store, routes) => {
  const findDelegation = (request: Request, id: string, missing = `No such access delegation ${id}.`) =>
    owned(store, callerOf(store, request), store.state.delegations.find((d) => d.id === Number(id)), delegationOwner, () => apiError(store, 404, missing));
  const findInvitation = (request: Request, uuid: string) =>
    owned(store, callerOf(store, request), store.state.receivedImpersonations.find((i) => i.uuid === uuid), invitationOwner, () =>
      apiError(store, 404, `No such invitation ${uuid}.`),
    );

  return [
    operation(routes, "get /user-resource/access_group", ({ request, reply }) =>
      reply.json(visibleTo(store, callerOf(store, request), store.state.delegations, delegationOwner)),
    ),
    operation(routes, "post /user-resource/access_group", async ({ request, reply }) => {
      const body = await readParams(request);
      const account = resolveAccount(store, callerOf(store, request), body.int("billing_account_id"));
      if (account instanceof Response) return account;
      const name = body.string("name");
      if (!name) return apiError(store, 400, "name is required.");
      const created = makeDelegation(store.factory(), account.id, name);
      store.state.delegations.push(created);
      store.changed();
      return reply.json(created);
    }),
    operation(routes, "delete /user-resource/access_group/{id}", ({ request, params, reply }) => {
      const found = findDelegation(request, params.id);
      if (found instanceof Response) return found;
      store.state.delegations = store.state.delegations.filter((d) => d !== found);
      store.changed();
      return reply.json({ success: true });
    }),
    operation(routes, "post /user-resource/access_group/{delegation_id}/impersonation", async ({ request, params, reply }) => {
      const found = findDelegation(request, params.delegation_id);
      if (found instanceof Response) return found;
      const email = (await readParams(request)).string("grantee_username");
      if (!email || !EMAIL.test(email)) return apiError(store, 400, "grantee_username must be an email address.");
      if (found.impersonations.some((i) => i.grantee_username === email)) return apiError(store, 409, `${email} is already invited to this delegation.`);
      const invitation: Impersonation = { uuid: store.rng.uuid(), grantee_id: null, grantee_username: email, is_accepted: false, accepted_at: null, created_at: formatDt(store.clock.now()) };
      found.impersonations.push(invitation);
      found.updated_at = formatDt(store.clock.now());
      store.changed();
      return reply.json(invitation);
    }),
    operation(routes, "delete /user-resource/access_group/{delegation_id}/impersonation/{impersonation_id}", ({ request, params, reply }) => {
      const found = findDelegation(request, params.delegation_id, "Failed to delete impersonation key");
      if (found instanceof Response) return found;
      const remaining = found.impersonations.filter((i) => i.uuid !== params.impersonation_id);
      if (remaining.length === found.impersonations.length) return apiError(store, 404, "Failed to delete impersonation key");
      found.impersonations = remaining;
      found.updated_at = formatDt(store.clock.now());
      store.changed();
      return reply.json({ success: true });
    }),
    operation(routes, "get /user-resource/impersonation", ({ request, reply }) =>
      reply.json(visibleTo(store, callerOf(store, request), store.state.receivedImpersonations, invitationOwner)),
    ),
    operation(routes, "put /user-resource/impersonation/{uuid}/accept", ({ request, params, reply }) => {
      const invitation = findInvitation(request, params.uuid);
      if (invitation instanceof Response) return invitation;
      invitation.is_accepted = true;
      invitation.accepted_at = formatDt(store.clock.now());
      store.changed();
      return reply.json(invitation);
    }),
    operation(routes, "post /user-resource/impersonation/{uuid}/start", ({ request, params, reply }) => {
      const invitation = findInvitation(request, params.uuid);
      if (invitation instanceof Response) return invitation;
      if (!invitation.is_accepted) return apiError(store, 409, "Accept the invitation before starting impersonation.");
      return reply.json({ token: `${IMPERSONATION_TOKEN_PREFIX}${store.rng.hex(32)}`, access_owner: invitation.access_owner });
    }),
    // An admin acts as any user, or as the owner of any billing account (both given: they must match).
    operation(routes, "post /user-resource/admin/token", async ({ request, reply }) => {
      if (!callerIsAdmin(store, request)) return apiError(store, 403, "Only administrators may act as other users.");
      const body = await readParams(request);
      const userId = body.int("user_id");
      const accountId = body.int("billing_account_id");
      if (userId === undefined && accountId === undefined) return apiError(store, 400, "user_id or billing_account_id is required.");
      const users = knownUsers(store.state);
      if (userId !== undefined && !users.has(userId)) return apiError(store, 404, `No such user ${userId}.`);
      const account = accountId === undefined ? undefined : store.state.billingAccounts.find((a) => a.id === accountId);
      if (accountId !== undefined && !account) return apiError(store, 404, `No such billing account ${accountId}.`);
      if (account && userId !== undefined && account.user_id !== userId) return apiError(store, 400, `Billing account ${account.id} does not belong to user ${userId}.`);
      // The owner's email names whom the admin acts as (the banner shows it); an account's own email stands in.
      const ownerId = account?.user_id ?? userId;
      const owner = (ownerId === undefined ? undefined : users.get(ownerId)) ?? account?.email;
      return reply.json({ token: `${ADMIN_TOKEN_PREFIX}${store.rng.hex(32)}`, ...(owner ? { access_owner: owner } : {}) });
    }),
  ];
};
