// The small vocabulary every domain module shares: route patterns, the caller, params and this platform's bodies.
import type { ErrorBody } from "@cloudconsole/sdk";
import type { HttpHandler } from "msw";
import {
  CORRELATION_ID_HEADER,
  INVALID_API_KEY_PREFIX,
  INVALID_CREDENTIALS_MESSAGE,
} from "../constants.js";
import type { StoredToken } from "../store/entities.js";
import type { MockStore } from "../store/store.js";

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
}

/**
 * Route patterns for a base URL. An absolute base matches only itself. A relative base matches the page's own
 * origin in a browser (so third-party calls that happen to contain /v1/ pass untouched), and any origin in Node.
 */
export function apiRoutes(baseUrl: string, origin: string | undefined = globalThis.location?.origin): ApiRoutes {
  const base = baseUrl.replace(/\/+$/, "");
  const path = base.startsWith("/") ? base : `/${base}`;
  const prefix = /^[a-z][a-z0-9+.-]*:\/\//i.test(base) ? base : origin && origin !== "null" ? `${origin}${path}` : `*${path}`;
  return {
    path: (path) => `${prefix}${path}`,
    located: (path) => `${prefix}/:location${path}`,
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

/** Request parameters from the query string and the body (form, multipart or JSON), body values winning. */
export class Params {
  private readonly values = new Map<string, unknown[]>();

  add(key: string, value: unknown): void {
    const list = this.values.get(key) ?? [];
    list.push(value);
    this.values.set(key, list);
  }

  has(key: string): boolean {
    const v = this.values.get(key);
    return v !== undefined && v.length > 0;
  }

  /** The last value as a string; an empty value counts as absent. */
  string(key: string): string | undefined {
    const v = this.values.get(key)?.at(-1);
    if (v === undefined || v === null) return undefined;
    const s = typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : JSON.stringify(v);
    return s === "" ? undefined : s;
  }

  /** Every value of a repeated key. */
  all(key: string): unknown[] {
    return this.values.get(key) ?? [];
  }

  /** The raw last value (JSON bodies keep their types). */
  raw(key: string): unknown {
    return this.values.get(key)?.at(-1);
  }

  /** An integer, or `undefined` when absent; `NaN` when present but not an integer. */
  int(key: string): number | undefined {
    const s = this.string(key);
    if (s === undefined) return undefined;
    return /^-?\d+$/.test(s.trim()) ? Number(s) : Number.NaN;
  }

  /** A number, or `undefined` when absent; `NaN` when not a number. */
  number(key: string): number | undefined {
    const s = this.string(key);
    if (s === undefined) return undefined;
    const n = Number(s);
    return s.trim() === "" ? Number.NaN : n;
  }

  /** A boolean: true or 1 is true, false or 0 (any case) is false, an empty value is absent. */
  bool(key: string): boolean | undefined {
    const s = this.string(key)?.toLowerCase();
    if (s === undefined) return undefined;
    return s === "true" || s === "1";
  }
}

/** Read query and body parameters of a request without consuming the original. */
export async function readParams(request: Request): Promise<Params> {
  const params = new Params();
  for (const [k, v] of new URL(request.url).searchParams) params.add(k, v);
  if (request.method === "GET" || request.method === "HEAD") return params;
  const type = request.headers.get("content-type") ?? "";
  const text = await request.clone().text();
  if (!text) return params;
  if (type.includes("application/json") || /^\s*[{[]/.test(text)) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === "object" && !Array.isArray(body)) {
        for (const [k, v] of Object.entries(body)) params.add(k, v);
      }
      return params;
    } catch {
      // Not JSON after all: fall through to form decoding.
    }
  }
  if (type.includes("multipart/form-data")) {
    const form = await request.clone().formData();
    for (const [k, v] of form) params.add(k, typeof v === "string" ? v : v.name);
    return params;
  }
  for (const [k, v] of new URLSearchParams(text)) params.add(k, v);
  return params;
}

/** A whole-number query parameter, or undefined when absent or not a whole number. */
export function queryInt(request: Request, key: string): number | undefined {
  const v = new URL(request.url).searchParams.get(key);
  return v === null || !/^\d+$/.test(v) ? undefined : Number(v);
}
