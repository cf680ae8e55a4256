import { ERROR_TEXT_MAX_LENGTH, CONTENT_TYPE_ERROR_BODY_LENGTH } from "./constants.js";

/** What every API error knows about the response that caused it. */
export interface ApiErrorMeta {
  /** The correlation id from the response header, if the server sent one (format `component-suffix`). */
  correlationId?: string;
  /** HTTP status code. */
  status: number;
}

/** The inputs from which an HTTP error response is turned into a typed error. */
export interface ApiErrorInit {
  status: number;
  statusText?: string;
  /** The raw response body text. */
  body?: string;
  correlationId?: string | null;
  url?: string;
}

/** The network request never produced a response (offline, DNS, refused connection, CORS). */
export class ApiConnectionError extends Error {
  override readonly name: string = "ApiConnectionError";
  readonly url: string | undefined;
  /**
   * True when the request failed before any of it reached the server (fetch rejected with a TypeError that does not
   * say the connection broke after it was open), so sending it again cannot repeat its effect. False when it may
   * have been sent: a POST is then not retried.
   */
  readonly failedBeforeSending: boolean;
  constructor(options: { url?: string; cause?: unknown; failedBeforeSending?: boolean } = {}) {
    super("Failed to connect to server", { cause: options.cause });
    this.url = options.url;
    this.failedBeforeSending = options.failedBeforeSending ?? false;
  }
}

// Node (undici) error codes that mean no connection was made, so nothing was sent. Browsers give no code.
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_FAIL",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "ENETDOWN",
  "EHOSTDOWN",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "CERT_HAS_EXPIRED",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const { code, errors } = current as { code?: unknown; errors?: unknown };
    if (typeof code === "string") codes.push(code);
    // An AggregateError (IPv4 and IPv6 both refused) keeps its parts in `errors`.
    if (Array.isArray(errors)) for (const part of errors) codes.push(...errorCodes(part));
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/**
 * Whether an error thrown by `fetch` means the request never left: a TypeError (how fetch reports network failures)
 * whose cause, when the runtime names one (Node), is a failure to connect. A TypeError with a code such as
 * `UND_ERR_SOCKET` or `ECONNRESET` (the connection broke while open) may have been sent, and is not counted.
 */
export function failedBeforeSending(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const codes = errorCodes(error.cause);
  return codes.length === 0 || codes.every((code) => NOT_SENT_CODES.has(code));
}

/** The spec's subtypes of the ApiError family, plus the client's own timeout (`RequestTimeoutError`). */
export type ApiErrorKind = "unknown" | "timeout" | "dev" | "standard" | "general" | "credentials";

/**
 * The request took longer than the `timeoutMs` the client or the call set, and was aborted. A client-side timeout: no
 * response came, so it has no status (unlike `TimeoutApiError`, the gateway's HTTP 504). Its `kind` is `timeout`.
 */
export class RequestTimeoutError extends Error {
  override readonly name: string = "RequestTimeoutError";
  readonly kind = "timeout" as const;
  readonly timeoutMs: number;
  /** `GET`, `POST`, … */
  readonly method: string | undefined;
  readonly url: string | undefined;
  constructor(options: { timeoutMs: number; method?: string; url?: string }) {
    super(`The request took longer than ${options.timeoutMs} ms and was aborted`);
    this.timeoutMs = options.timeoutMs;
    this.method = options.method;
    this.url = options.url;
  }
}

/** Either timeout: the gateway's 504 (`TimeoutApiError`) or the client's own `timeoutMs` (`RequestTimeoutError`). */
export function isTimeoutError(error: unknown): error is TimeoutApiError | RequestTimeoutError {
  return error instanceof TimeoutApiError || error instanceof RequestTimeoutError;
}

/**
 * The error a call rejects with when the caller's own signal aborted it: a DOMException named `AbortError` (the
 * signal's reason itself when it is one; otherwise a new one whose `cause` is the reason, e.g. a `TimeoutError` from
 * `AbortSignal.timeout()`).
 */
export function abortErrorFor(reason: unknown): Error {
  if (reason instanceof Error && reason.name === "AbortError") return reason;
  const error = new DOMException("The operation was aborted.", "AbortError");
  if (reason !== undefined) Object.defineProperty(error, "cause", { value: reason, configurable: true, writable: true });
  return error;
}

/** A success response that is not JSON, such as an HTML page served where JSON was expected. */
export class ApiContentTypeError extends Error {
  override readonly name: string = "ApiContentTypeError";
  readonly contentType: string;
  /** The first 500 characters of the body. */
  readonly bodyStart: string;
  readonly status: number;
  readonly url: string | undefined;
  constructor(options: { contentType: string | null; body: string; status: number; url?: string; cause?: unknown }) {
    const contentType = options.contentType ?? "";
    const bodyStart = options.body.slice(0, CONTENT_TYPE_ERROR_BODY_LENGTH);
    super(`Expected a JSON response but received content type "${contentType}": ${bodyStart}`, { cause: options.cause });
    this.contentType = contentType;
    this.bodyStart = bodyStart;
    this.status = options.status;
    this.url = options.url;
  }
}

/** `message [correlationId] (HTTP status)`: the text every ApiError shows. */
export function formatApiErrorMessage(message: string, meta: ApiErrorMeta): string {
  const correlation = meta.correlationId ? ` [${meta.correlationId}]` : "";
  return `${message}${correlation} (HTTP ${meta.status})`;
}

/** An HTTP error response. Subclasses say which kind of body it carried. */
export class ApiError extends Error {
  override readonly name: string = "ApiError";
  /** Which of the spec's subtypes this is: `unknown`, `timeout`, `dev`, `standard`, `general` or `credentials`. */
  readonly kind: ApiErrorKind = "unknown";
  /** The server's message without correlation id and status. */
  readonly errorMessage: string;
  readonly meta: ApiErrorMeta;
  readonly status: number;
  readonly correlationId: string | undefined;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  readonly body: unknown;
  readonly url: string | undefined;
  constructor(errorMessage: string, meta: ApiErrorMeta, options: { body?: unknown; url?: string; cause?: unknown } = {}) {
    super(formatApiErrorMessage(errorMessage, meta), { cause: options.cause });
    this.errorMessage = errorMessage;
    this.meta = meta;
    this.status = meta.status;
    this.correlationId = meta.correlationId;
    this.body = options.body;
    this.url = options.url;
  }
}

/** A response whose body the client does not recognise; the message is the body (first 250 characters) or the status text. */
export class UnknownApiError extends ApiError {
  override readonly name: string = "UnknownApiError";
  override readonly kind: ApiErrorKind = "unknown";
}

/** HTTP 504: the gateway gave up waiting for the backend. The client's own `timeoutMs` throws `RequestTimeoutError`. */
export class TimeoutApiError extends ApiError {
  override readonly name: string = "TimeoutApiError";
  override readonly kind: ApiErrorKind = "timeout";
}

/** A `{"errors": {"Error": "…"}}` body, or the keyed form `{"errors": {"type::subtype": {"msg": "…"}}}`. */
export class StandardApiError extends ApiError {
  override readonly name: string = "StandardApiError";
  override readonly kind: ApiErrorKind = "standard";
  /** Every message of the body with its key (`Error` or `type::subtype`). */
  readonly errors: readonly { key: string; message: string }[];
  constructor(
    errorMessage: string,
    meta: ApiErrorMeta,
    options: { body?: unknown; url?: string; errors?: readonly { key: string; message: string }[] } = {},
  ) {
    super(errorMessage, meta, options);
    this.errors = options.errors ?? [];
  }
}

/** A flat `{"message": …}` body. */
export class GeneralApiError extends ApiError {
  override readonly name: string = "GeneralApiError";
  override readonly kind: ApiErrorKind = "general";
}

/** A `message` body with HTTP 403: the credentials are not allowed to do this. */
export class CredentialsApiError extends GeneralApiError {
  override readonly name: string = "CredentialsApiError";
  override readonly kind: ApiErrorKind = "credentials";
}

/** A `message` body that includes a `stack`: a development backend showing its internals. */
export class DevApiError extends ApiError {
  override readonly name: string = "DevApiError";
  override readonly kind: ApiErrorKind = "dev";
  readonly serverStack: string;
  constructor(errorMessage: string, meta: ApiErrorMeta, options: { body?: unknown; url?: string; stack: string }) {
    super(errorMessage, meta, options);
    this.serverStack = options.stack;
  }
}

/** Shown when the configuration is read before `GET /config/ui/config` has been fetched. */
export class ConfigurationNotLoadedError extends Error {
  override readonly name: string = "ConfigurationNotLoadedError";
  constructor() {
    super("Configuration not loaded yet, it must be manually fetched before the first use");
  }
}

/** Several errors reported as one: `Multiple (N) errors:` followed by each message on its own line. */
export class MultipleErrors extends Error {
  override readonly name: string = "MultipleErrors";
  readonly errors: readonly unknown[];
  constructor(errors: readonly unknown[]) {
    super(multipleErrorsMessage(errors.map(errorText)));
    this.errors = errors;
  }
}

/** `Multiple (N) errors:` plus one line per message. */
export function multipleErrorsMessage(messages: readonly string[]): string {
  return [`Multiple (${messages.length}) errors:`, ...messages.map((message) => `- ${message}`)].join("\n");
}

/** An id looked up in a list that does not hold it. */
export class IdNotFoundError extends Error {
  override readonly name: string = "IdNotFoundError";
  readonly id: unknown;
  constructor(id?: unknown) {
    super("ID was not found in collection");
    this.id = id;
  }
}

/** The element of `collection` whose `key` (default `id`) equals `id`; throws IdNotFoundError otherwise. */
export function findById<T, K extends keyof T>(collection: readonly T[], id: T[K], key: K = "id" as K): T {
  const found = collection.find((item) => item[key] === id);
  if (found === undefined) throw new IdNotFoundError(id);
  return found;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

const OFFLINE_TEXTS = ["failed to fetch", "load failed", "network error", "networkerror", "fetch failed"];

/** Whether an error thrown by `fetch` means the request never reached the server (Chrome, Safari, Firefox, Node texts). */
export function isOfflineError(error: unknown): boolean {
  if (error instanceof ApiConnectionError) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === "AbortError") return false;
  const text = error.message.toLowerCase();
  return OFFLINE_TEXTS.some((needle) => text.includes(needle));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (isRecord(value)) {
    for (const field of ["msg", "message", "Error"]) {
      const inner = value[field];
      if (typeof inner === "string") return inner;
    }
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns an HTTP error response into the matching ApiError subclass. Never throws. */
export function createApiError({ status, statusText = "", body = "", correlationId, url }: ApiErrorInit): ApiError {
  const meta: ApiErrorMeta = correlationId ? { correlationId, status } : { status };
  const parsed = parseJson(body);
  const payload = parsed === undefined ? body : parsed;
  const options = { body: payload, url };

  if (status === 504) return new TimeoutApiError(fallbackText(body, statusText, status), meta, options);

  if (isRecord(parsed) && isRecord(parsed.errors)) {
    const errors = Object.entries(parsed.errors).flatMap(([key, value]) => {
      const message = messageOf(value);
      return message === undefined ? [] : [{ key, message }];
    });
    if (errors.length > 0) {
      const [first] = errors;
      const message = errors.length === 1 && first ? first.message : multipleErrorsMessage(errors.map((error) => error.message));
      return new StandardApiError(message, meta, { ...options, errors });
    }
  }

  if (isRecord(parsed) && "message" in parsed && parsed.message !== null && parsed.message !== undefined) {
    const message = messageOf(parsed.message) ?? JSON.stringify(parsed.message);
    if (typeof parsed.stack === "string") return new DevApiError(message, meta, { ...options, stack: parsed.stack });
    if (status === 403) return new CredentialsApiError(message, meta, options);
    return new GeneralApiError(message, meta, options);
  }

  return new UnknownApiError(fallbackText(body, statusText, status), meta, options);
}

function fallbackText(body: string, statusText: string, status: number): string {
  const trimmed = body.trim();
  if (trimmed !== "") return trimmed.slice(0, ERROR_TEXT_MAX_LENGTH);
  return statusText || `HTTP error ${status}`;
}
