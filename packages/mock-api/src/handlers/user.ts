import { formatDt } from "../factories/time.js";
import type { MockStore } from "../store/store.js";
import { operation } from "./contract.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";
import { sshKeyHandlers } from "./sshKeys.js";

const PROFILE_FIELDS = ["first_name", "last_name", "personal_id_number", "phone_number", "lang"] as const;

/** Keys handed out by impersonation start (`impersonation-…`) and by admin/token (`admin-impersonation-…`). */
export const IMPERSONATION_TOKEN_PREFIX = "impersonation-";
export const ADMIN_TOKEN_PREFIX = `admin-${IMPERSONATION_TOKEN_PREFIX}`;

/**
 * Whether the caller has admin privileges: the store's user is an admin and is calling as itself. An impersonation
 * key acts as the customer (the owner of a delegation, or whom an admin chose), and customers are not admins.
 */
export function callerIsAdmin(store: MockStore, request: Request): boolean {
  const key = request.headers.get("apikey")?.trim() ?? "";
  return store.state.userIsAdmin && !key.startsWith(IMPERSONATION_TOKEN_PREFIX) && !key.startsWith(ADMIN_TOKEN_PREFIX);
}

/**
 * The user as the platform answers it: with the site the user signed up on (this site) and the documented `profile`,
 * which the documentation shows as null beside `profile_data`.
 */
function serveUser(store: MockStore) {
  return { ...store.state.user, signup_site: store.state.ui.siteTheme, profile: null };
}

/** The user, profile, SSH keys, MFA, privileges and the login callback. */
export const userHandlers: DomainHandlers = (store, routes) => [
  operation(routes, "get /user-resource/user", ({ reply }) => reply.json(serveUser(store))),
  ...sshKeyHandlers(store, routes),
  operation(routes, "patch /user-resource/user/profile", async ({ request, reply }) => {
    const params = await readParams(request);
    const profile = store.state.user.profile_data;
    for (const field of PROFILE_FIELDS) {
      if (params.has(field)) profile[field] = params.string(field) ?? "";
    }
    profile.updated_at = formatDt(store.clock.now());
    store.changed();
    return reply.json(profile);
  }),
  // Only the status matters to the console: 403 means "not an admin".
  operation(routes, "get /user-resource/user/privileges", ({ request, reply }) =>
    callerIsAdmin(store, request) ? reply.json({ admin: true }) : apiError(store, 403, "You do not have administrator privileges."),
  ),
  operation(routes, "get /user-resource/mfa/is_active", ({ reply }) => reply.json({ is_active: store.state.mfaActive })),
  operation(routes, "post /user-resource/mfa/activate", ({ reply }) => {
    store.state.mfaActive = true;
    store.changed();
    const ticket = store.rng.uuid();
    return reply.json({ ticket_id: ticket, ticket_url: `about:blank#mfa-ticket-${ticket}` });
  }),
  operation(routes, "post /user-resource/mfa/deactivate", ({ reply }) => {
    store.state.mfaActive = false;
    store.changed();
    return reply.json({ success: true });
  }),
  operation(routes, "post /user-resource/auth0_callback", async ({ request, reply }) => {
    const params = await readParams(request);
    if (!params.string("access_token") && !params.string("id_token")) {
      return apiError(store, 400, "access_token or id_token is required.");
    }
    return reply.json({ apikey: `mock-${store.rng.hex(24)}`, user: serveUser(store) });
  }),
];
