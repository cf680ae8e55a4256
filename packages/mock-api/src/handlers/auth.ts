import { http } from "msw";
import { MAX_BODY_BYTES } from "../limits.js";
import type { MockStore } from "../store/store.js";
import { MOCK_PROCESSOR_PATHS } from "./billing/mockProcessor.js";
import { internalError } from "./guard.js";
import { apiError, credentialsError, identify, type DomainHandlers, type ErrorAnswer } from "./http.js";
import { BODY_TOO_LARGE, isWellEncoded } from "./input.js";

// Calls that need no apikey (the contract marks them `security: []`), and the mock card processor's own, which a page
// makes with the processor's public key as it would a vendor's.
const PUBLIC_PATHS = [/\/config\/ui\/config$/, /\/config\/locations$/, /\/user-resource\/auth0_callback$/, MOCK_PROCESSOR_PATHS];

/** The credentials error for a call that needs a key and has none, or an `invalid…` one; undefined otherwise. */
export function authRefusal(store: MockStore, request: Request): ErrorAnswer | undefined {
  const pathname = new URL(request.url).pathname;
  if (PUBLIC_PATHS.some((p) => p.test(pathname))) return undefined;
  const caller = identify(store, request);
  if (caller.kind === "invalid") return credentialsError(store);
  if (caller.kind === "anonymous") return credentialsError(store, "No API key found in request");
  return undefined;
}

/** Whether a path decodes: every `%` starts an escape of UTF-8 (MSW would throw on it when matching routes). */
function isWellEncodedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * What can be refused from the request line and headers alone, the body unread: a missing or invalid key, a
 * malformed URL, a body declared larger than the mock reads.
 */
export function headerRefusal(store: MockStore, request: Request): ErrorAnswer | undefined {
  const refused = authRefusal(store, request);
  if (refused) return refused;
  const { pathname, search } = new URL(request.url);
  if (!isWellEncodedPath(pathname)) return apiError(store, 400, "The path is not valid: a %-escape is malformed or does not spell UTF-8.");
  if (!isWellEncoded(search.slice(1))) return apiError(store, 400, "The query string is not valid: a %-escape is malformed or does not spell UTF-8.");
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) return apiError(store, 413, BODY_TOO_LARGE);
  return undefined;
}

/**
 * Runs first for every API call: refuses what `headerRefusal` refuses, before any body is read, and settles due
 * lifecycle steps so every handler after it sees the state as of now. Returns nothing otherwise, so the request falls
 * through.
 */
export const authHandlers: DomainHandlers = (store, routes) => [
  http.all(routes.all, ({ request }) => {
    try {
      store.settle();
      if (request.method === "OPTIONS") return undefined;
      return headerRefusal(store, request);
    } catch (error) {
      return internalError(store, "settling the store", error);
    }
  }),
];

/** Runs last: any API call no handler answered gets a 404 in the platform's shape, never a network fall-through. */
export const notFoundHandlers: DomainHandlers = (store, routes) => [
  http.all(routes.all, ({ request }) => {
    const { pathname } = new URL(request.url);
    return apiError(store, 404, `The mock API has no handler for ${request.method} ${pathname}. Add one under packages/mock-api/src/handlers.`);
  }),
];
