import { HttpResponse, http } from "msw";
import { formatDt } from "../factories/time.js";
import { apiError, readParams, type DomainHandlers } from "./http.js";

const PROFILE_FIELDS = ["first_name", "last_name", "personal_id_number", "phone_number", "lang"] as const;

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
  // Only the status is read: 403 would mean "not an admin"; the demo user is an admin.
  http.get(routes.path("/user-resource/user/privileges"), () => HttpResponse.json({ is_admin: true })),
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
