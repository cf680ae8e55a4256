// The small vocabulary every domain module shares: route patterns, the caller, params and this platform's bodies.
import type { ErrorBody, OperationKey } from "@cloudconsole/sdk";
import type { HttpHandler } from "msw";
import {
  CORRELATION_ID_HEADER,
  INVALID_API_KEY_PREFIX,
  INVALID_CREDENTIALS_MESSAGE,
} from "../constants.js";
import type { StoredToken } from "../store/entities.js";
import type { MockStore } from "../store/store.js";

export { Params, RequestInputError, readParams } from "./input.js";

/**
 * Runs an operation's handler (`answer`) once the call's inputs are checked (guard.ts's `operationGuard`, which builds
 * on this module, so the type lives here).
 */
export type OperationGuard = (key: OperationKey, request: Request, path: Readonly<Record<string, string | readonly string[] | undefined>>, answer: () => Promise<Response>) => Promise<Response>;

export interface HandlerOptions {
  /** Where the API lives: "/v1", "/prefix/v1" or an absolute "http://127.0.0.1:4010/v1". */
  baseUrl: string;
}

/** Builds MSW path patterns under the API base. */
export interface ApiRoutes {
  /** `path("/config/locations")` -> a pattern matching that path under the base URL, absolute or relative. */
  path: (path: string) => string;
  /** `located("/network/networks")` -> the same under `/:location`. */
  located: (path: string) => string;
  /**
   * Every path under the base, for handlers that see every call (faults, auth, the 404). A pattern without
   * parameters: MSW decodes those, and a malformed %-escape would throw in its matcher instead of being refused.
   */
  all: RegExp;
  /** Checks each operation's inputs before its handler runs (set by `createHandlers`; absent, calls go unchecked). */
  guard?: OperationGuard;
}

/**
 * Route patterns for a base URL. An absolute base matches only itself. A relative base matches the page's own
 * origin in a browser (so third-party calls that happen to contain /v1/ pass untouched), and any origin in Node.
 */
export function apiRoutes(baseUrl: string, origin: string | undefined = globalThis.location?.origin): ApiRoutes {
  const base = baseUrl.replace(/\/+$/, "");
  const path = base.startsWith("/") ? base : `/${base}`;
  const prefix = /^[a-z][a-z0-9+.-]*:\/\//i.test(base) ? base : origin && origin !== "null" ? `${origin}${path}` : `*${path}`;
  // MSW's `*` matches anything, so the same prefix matches what the operations' patterns match.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return {
    path: (path) => `${prefix}${path}`,
    located: (path) => `${prefix}/:location${path}`,
    all: new RegExp(`^${prefix.split("*").map(escape).join(".*")}/`, "i"),
  };
}

/** What every domain module is: handlers over the store. */
export type DomainHandlers = (store: MockStore, routes: ApiRoutes) => HttpHandler[];

/** Headers of an error response: the correlation id plus anything extra. */
export function errorHeaders(store: MockStore, extra: Record<string, string> = {}): Record<string, string> {
  return { [CORRELATION_ID_HEADER]: store.correlationId(), ...extra };
}

declare const platformError: unique symbol;

/** An error answer in one of this platform's shapes; only the functions below make one. */
export class ErrorAnswer extends Response {
  declare readonly [platformError]: true;
}

function errorAnswer(store: MockStore, status: number, body: ErrorBody): ErrorAnswer {
  return new ErrorAnswer(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...errorHeaders(store) } });
}

/** This platform's standard error: `{"errors":{"Error":"…"}}` with a correlation id header. */
export function apiError(store: MockStore, status: number, message: string): ErrorAnswer {
  return errorAnswer(store, status, { errors: { Error: message } });
}

/** This platform's keyed error: `{"errors":{"type::subtype":{msg, subtype, type}}}`. */
export function keyedError(store: MockStore, status: number, type: string, subtype: string, msg: string): ErrorAnswer {
  return errorAnswer(store, status, { errors: { [`${type}::${subtype}`]: { msg, subtype, type } } });
}

/** The gateway's credentials error (401): a `message` body (the client's credentials class) plus the keyed form. */
export function credentialsError(store: MockStore, message = INVALID_CREDENTIALS_MESSAGE): ErrorAnswer {
  const errors = { "consumer::invalid_credentials": { msg: message, subtype: "invalid_credentials", type: "consumer" } };
  return errorAnswer(store, 401, { message, errors });
}

/** Who is calling: the demo user with full access, or an API token restricted to one billing account. */
export type Caller =
  | { kind: "anonymous" }
  | { kind: "invalid" }
  | { kind: "user"; restrictedTo: null }
  | { kind: "token"; token: StoredToken; restrictedTo: number | null };

/**
 * Identify the caller from the `apikey` header: one of the user's API tokens is that token, any other non-empty key is
 * the signed-in user with full access, and `invalid…` keys are refused.
 */
export function identify(store: MockStore, request: Request): Caller {
  const key = request.headers.get("apikey")?.trim() ?? "";
  if (!key) return { kind: "anonymous" };
  if (key.startsWith(INVALID_API_KEY_PREFIX)) return { kind: "invalid" };
  const token = store.state.tokens.find((t) => t.token === key && t.user_id === store.state.user.id);
  if (token) return { kind: "token", token, restrictedTo: token.restricted ? token.billing_account_id : null };
  return { kind: "user", restrictedTo: null };
}

/** A whole-number query parameter, or undefined when absent or not a whole number. */
export function queryInt(request: Request, key: string): number | undefined {
  const v = new URL(request.url).searchParams.get(key);
  return v === null || !/^\d+$/.test(v) ? undefined : Number(v);
}

/** The site that sent a request (its Origin, else its Referer's): a processor's page sends the customer back there. */
export function siteOf(request: Request): string {
  return request.headers.get("origin") ?? new URL(request.headers.get("referer") ?? request.url).origin;
}
