import { http } from "msw";
import { apiError, credentialsError, identify, type DomainHandlers } from "./http.js";

// Calls that need no apikey (the contract marks them `security: []`).
const PUBLIC_PATHS = [/\/config\/ui\/config$/, /\/config\/locations$/, /\/user-resource\/auth0_callback$/];

/**
 * Runs first for every API call: refuses missing and `invalid…` keys, and settles due lifecycle steps so
 * every handler after it sees the state as of now. Returns nothing otherwise, so the request falls through.
 */
export const authHandlers: DomainHandlers = (store, routes) => [
  http.all(routes.path("/*"), ({ request }) => {
    store.settle();
    if (request.method === "OPTIONS") return undefined;
    const pathname = new URL(request.url).pathname;
    if (PUBLIC_PATHS.some((p) => p.test(pathname))) return undefined;
    const caller = identify(store, request);
    if (caller.kind === "invalid") return credentialsError(store);
    if (caller.kind === "anonymous") return credentialsError(store, "No API key found in request");
    return undefined;
  }),
];

/** Runs last: any API call no handler answered gets a 404 in the platform's shape, never a network fall-through. */
export const notFoundHandlers: DomainHandlers = (store, routes) => [
  http.all(routes.path("/*"), ({ request }) => {
    const { pathname } = new URL(request.url);
    return apiError(store, 404, `The mock API has no handler for ${request.method} ${pathname}. Add one under packages/mock-api/src/handlers.`);
  }),
];
