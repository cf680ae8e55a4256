import { HttpResponse, http } from "msw";
import { formatDt } from "../factories/time.js";
import type { MockStore } from "../store/store.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";

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

/** The user, profile, MFA, privileges and the login callback. */
export const userHandlers: DomainHandlers = (store, routes) => [
  http.get(routes.path("/user-resource/user"), () => HttpResponse.json(store.state.user)),
  http.patch(routes.path("/user-resource/user/profile"), async ({ request }) => {
    const params = await readParams(request);
    const profile = store.state.user.profile_data;
    const lang = params.string("lang");
    if (lang !== undefined && !/^[a-zA-Z]{2,3}$/.test(lang)) return apiError(store, 400, "lang must be 2 or 3 letters.");
    for (const field of PROFILE_FIELDS) {
      if (params.has(field)) profile[field] = params.string(field) ?? "";
    }
    profile.updated_at = formatDt(store.clock.now());
    store.changed();
    return HttpResponse.json(profile);
  }),
  // The console reads only the status: 403 means "not an admin" (spec §6).
  http.get(routes.path("/user-resource/user/privileges"), ({ request }) =>
    callerIsAdmin(store, request) ? HttpResponse.json({ admin: true }) : apiError(store, 403, "You do not have administrator privileges."),
  ),
  http.get(routes.path("/user-resource/mfa/is_active"), () => HttpResponse.json({ is_active: store.state.mfaActive })),
  http.post(routes.path("/user-resource/mfa/activate"), () => {
    store.state.mfaActive = true;
    store.changed();
    const ticket = store.rng.uuid();
    return HttpResponse.json({ ticket_id: ticket, ticket_url: `about:blank#mfa-ticket-${ticket}` });
  }),
  http.post(routes.path("/user-resource/mfa/deactivate"), () => {
    store.state.mfaActive = false;
    store.changed();
    return HttpResponse.json({ success: true });
  }),
  http.post(routes.path("/user-resource/auth0_callback"), async ({ request }) => {
    const params = await readParams(request);
    if (!params.string("access_token") && !params.string("id_token")) {
      return apiError(store, 400, "access_token or id_token is required.");
    }
    return HttpResponse.json({ apikey: `mock-${store.rng.hex(24)}`, user: store.state.user });
  }),
];
