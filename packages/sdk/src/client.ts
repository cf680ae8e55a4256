import type { paths } from "./generated/schema.js";
import type * as Validators from "./validators.js";
import {
  binaryResponses,
  bodyEncodings,
  idempotentOperations,
  presenceFlags,
  publishedBodyEncodings,
  type BodyEncoding,
  type EncodableOperationKey,
} from "./generated/requests.js";
import { API_KEY_HEADER, CORRELATION_ID_HEADER, RETRY_JITTER_RATIO } from "./constants.js";
import {
  ApiConnectionError,
  ApiContentTypeError,
  RequestTimeoutError,
  abortErrorFor,
  createApiError,
  failedBeforeSending,
} from "./errors.js";
import { encodeForm, encodeQuery, fillPath } from "./encoding.js";
import { createRetryPolicy, shouldRetryRequest, withRetry, type RetryEvent, type RetryOptions, type RetryPolicy } from "./retry.js";

/** HTTP methods the contract uses. */
export type HttpMethod = "get" | "put" | "post" | "delete" | "patch";

/** Paths of the contract that have an operation for `M`. */
export type PathsWithMethod<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never;
}[keyof paths];

/** The operation object of a path and method. */
export type OperationOf<P extends keyof paths, M extends HttpMethod> = paths[P] extends Record<M, infer O> ? O : never;

type ParametersOf<O> = O extends { parameters: infer P } ? Pick<P, Extract<keyof P, "path" | "query">> : never;
type HasRequiredKeys<T> = object extends T ? false : true;
type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;
type BodyOf<O> = O extends { requestBody?: infer B } ? ContentOf<B> : never;
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | "2XX";
type SuccessResponseOf<O> = O extends { responses: infer R } ? R[Extract<keyof R, SuccessStatus>] : never;
type DataOfResponse<R> = R extends { content: infer C } ? C[keyof C] : undefined;

/** What a successful call resolves to: the JSON body, a Blob for binary bodies, `undefined` for empty ones. */
export type ResponseData<O> = DataOfResponse<SuccessResponseOf<O>>;

/** Per-call options shared by every method. */
export interface RequestOptions {
  /** Cancels the request (and any retry wait); the call then rejects with a DOMException named `AbortError`. */
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * Abort each attempt of this call after so many milliseconds and reject with `RequestTimeoutError`. Wins over the
   * client's `timeoutMs`; `0` turns it off for this call.
   */
  timeoutMs?: number;
  /**
   * This call's retries, winning over the client's: `false` never retries; `true` (or an object overriding parts of the
   * policy) retries it on connection errors and 502 even when it is a POST or PATCH, which the caller thereby declares
   * safe to repeat.
   */
  retry?: boolean | RetryOptions;
}

type ParamsPart<O> = [ParametersOf<O>] extends [never]
  ? { params?: never }
  : HasRequiredKeys<ParametersOf<O>> extends true
    ? { params: ParametersOf<O> }
    : { params?: ParametersOf<O> };

type BodyPart<O> = [BodyOf<O>] extends [never]
  ? { body?: never }
  : O extends { requestBody: unknown }
    ? { body: BodyOf<O> }
    : { body?: BodyOf<O> };

/** The second argument of a call: `params.path`, `params.query`, `body` and request options. */
export type CallInit<O> = RequestOptions & ParamsPart<O> & BodyPart<O>;

type InitArgs<O> = HasRequiredKeys<ParamsPart<O> & BodyPart<O>> extends true ? [init: CallInit<O>] : [init?: CallInit<O>];

type Caller<M extends HttpMethod> = <P extends PathsWithMethod<M>>(
  path: P,
  ...init: InitArgs<OperationOf<P, M>>
) => Promise<ResponseData<OperationOf<P, M>>>;

/** A response that did not match its contract schema, or had none to match. */
export interface ValidationIssue {
  kind: "mismatch" | "missing-schema";
  /** `get /config/ui/config`. */
  operation: string;
  /** The request URL, with the values of secret-like query parameters masked. */
  url: string;
  /** The contract type the data should have been (`UiConfig`, `Location[]`). */
  expected: string | undefined;
  /** A copy of the response data with secrets masked (`maskSecrets`): values under `token`, `password`, `secretKey`, … */
  data: unknown;
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Where validation problems and warnings go; `console` by default. */
export interface ClientLogger {
  error: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
}

/**
 * What the client does with a response that does not match its contract type: `off` does not check; `log` (the
 * default) logs it and resolves with the data; `throw` waits for the check and rejects with `ResponseValidationError`.
 */
export type ValidationMode = "off" | "log" | "throw";

/**
 * How calls send their fields: `contract` (the default: as the contract says), `published` (as the provider's
 * published API does, for every operation whose encoding the contract records as different), or an encoding per
 * operation (`{ "post /{location}/network/ip_addresses": "json" }`); spread `publishedBodyEncodings` in to combine.
 */
export type BodyEncodingOption = "contract" | "published" | Readonly<Partial<Record<EncodableOperationKey, BodyEncoding>>>;

/** Settings of an API client. */
export interface ApiClientOptions {
  /** `{origin}{prefix}/v1`, see `apiBaseUrl`. */
  baseUrl: string;
  /** A fixed API key, sent as the `apikey` header. */
  apiKey?: string;
  /** Read before each request; wins over `apiKey`. Return the impersonation token first when one is active. */
  getApiKey?: () => string | undefined | null;
  /** A fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /**
   * Check JSON responses against the contract: `"log"` (default), `"throw"` or `"off"`, see `ValidationMode`.
   * @deprecated as a boolean: `true` means `"log"`, `false` means `"off"`.
   */
  validate?: ValidationMode | boolean;
  /**
   * When `"log"` validation runs: given each check, calls it when it suits the application (the console waits until
   * the page has settled, so the validators never compete with the first screen). Default: at once.
   */
  scheduleValidation?: (check: () => void) => void;
  /** Called for each validation problem, in addition to the logger. Its `data` has secrets masked. */
  onValidationIssue?: (issue: ValidationIssue) => void;
  /** Where validation problems are logged. Default `console`. Never given a response body. */
  logger?: ClientLogger;
  /**
   * Retry connection errors and 502 inside the client. Default false: the query layer retries reads with `retryPolicy`.
   * `true` uses `retryPolicy` (3 retries, 7 s plus up to 25 % jitter); an object overrides parts of it (`{ delayMs: 10,
   * jitter: 0 }`). GET, PUT, DELETE and POST/PATCH calls marked `x-idempotent` are retried; other POST and PATCH calls
   * only when nothing was sent, unless the call itself passes `retry`.
   */
  retry?: boolean | RetryOptions;
  /** Called before each retry's wait. */
  onRetry?: (event: RetryEvent) => void;
  /** Abort each attempt after so many milliseconds (`RequestTimeoutError`). Default: none. A call's `timeoutMs` wins. */
  timeoutMs?: number;
  /** How calls send their fields, see `BodyEncodingOption`. Default `contract`. */
  bodyEncoding?: BodyEncodingOption;
  /** The response header holding the correlation id. Default `x-correlation-id`. */
  correlationIdHeader?: string;
}

/** A typed client: `client.GET("/config/ui/config")` resolves to the data or throws a typed error. */
export interface ApiClient {
  GET: Caller<"get">;
  POST: Caller<"post">;
  PUT: Caller<"put">;
  PATCH: Caller<"patch">;
  DELETE: Caller<"delete">;
  /** Resolves once every validation started so far has finished (tests use it to observe logging). */
  validated: () => Promise<void>;
  readonly baseUrl: string;
}

type AnyInit = RequestOptions & { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> }; body?: unknown };

// Code that only checking a response, or reporting a retry, needs: loaded on first use, so the calls of a page's first
// screen fetch none of it (the domain table of the response predicates, the secret masking, zod).
const loadCheckIndex = () => import("./generated/checks/index.js");
const loadRedact = () => import("./redact.js");

type ValidatorsModule = typeof Validators;
let validatorsModule: Promise<ValidatorsModule> | undefined;

/** Loads the zod validators once, on first use, as a separate chunk: only a failed predicate needs them. */
function loadValidators(): Promise<ValidatorsModule> {
  validatorsModule ??= import("./validators.js");
  return validatorsModule;
}

function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || type.endsWith("+json");
}

/** Drops fields the server reads as true whenever present, when they are false. */
function withoutFalseFlags(values: Record<string, unknown>, flags: readonly string[] | undefined): Record<string, unknown> {
  if (!flags || flags.length === 0) return values;
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => !(flags.includes(key) && value === false)));
}

function presenceFlagsOf(key: string): readonly string[] | undefined {
  return Object.hasOwn(presenceFlags, key) ? presenceFlags[key] : undefined;
}

const VALIDATION_MODES: readonly ValidationMode[] = ["off", "log", "throw"];
const BODY_ENCODINGS: readonly BodyEncoding[] = ["form", "json", "query"];
/** setTimeout's longest delay; a longer timeout is no timeout. */
const MAX_TIMER_MS = 2_147_483_647;

function validationModeOf(value: ApiClientOptions["validate"]): ValidationMode {
  if (value === undefined || value === true) return "log";
  if (value === false) return "off";
  if (VALIDATION_MODES.includes(value)) return value;
  throw new TypeError(`validate must be "off", "log" or "throw", not ${JSON.stringify(value)}`);
}

/** The encoding chosen for each operation that differs from the contract's. */
function encodingOverrides(option: BodyEncodingOption | undefined): Readonly<Record<string, BodyEncoding>> {
  if (option === undefined || option === "contract") return {};
  if (option === "published") return publishedBodyEncodings;
  if (typeof option !== "object" || option === null) {
    throw new TypeError(`bodyEncoding must be "contract", "published" or an object of operations, not ${JSON.stringify(option)}`);
  }
  for (const [key, encoding] of Object.entries(option)) {
    if (!Object.hasOwn(bodyEncodings, key)) {
      throw new TypeError(`bodyEncoding: ${key} is not an operation with a body or a recorded encoding (use "method /path-template")`);
    }
    if (!BODY_ENCODINGS.includes(encoding)) throw new TypeError(`bodyEncoding: ${key} must be "form", "json" or "query", not ${JSON.stringify(encoding)}`);
  }
  return option;
}

/** A usable timeout in milliseconds, or undefined for none (`0`, `Infinity`, or longer than a timer can wait). */
function timeoutOf(value: number | undefined, where: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || Number.isNaN(value) || value < 0) throw new TypeError(`${where} must be a number of milliseconds (0 for none), not ${String(value)}`);
  return value === 0 || value > MAX_TIMER_MS ? undefined : value;
}

/** The retry settings of one call. */
interface CallRetry {
  policy: RetryPolicy;
  jitter: number;
  random: () => number;
  /** The call itself asked for retries: POST and PATCH are retried like GET. */
  optedIn: boolean;
}

function definedParts<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as Partial<T>;
}

function callRetry(settings: RetryOptions, optedIn: boolean): CallRetry {
  const { jitter, random, ...policy } = settings;
  return { policy: createRetryPolicy(definedParts(policy)), jitter: jitter ?? RETRY_JITTER_RATIO, random: random ?? Math.random, optedIn };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Creates a typed API client over `fetch`. Works in browsers and Node 20 alike. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const logger = options.logger ?? console;
  const validationMode = validationModeOf(options.validate);
  const overrides = encodingOverrides(options.bodyEncoding);
  const clientTimeout = timeoutOf(options.timeoutMs, "timeoutMs");
  const correlationHeader = options.correlationIdHeader ?? CORRELATION_ID_HEADER;
  const clientRetry: RetryOptions | undefined = options.retry === true ? {} : options.retry || undefined;
  const pending = new Set<Promise<void>>();

  function report(issue: ValidationIssue): void {
    if (issue.kind === "mismatch") {
      // Where and what, never the data: a response body can hold tokens, passwords and keys.
      logger.error(`Response of ${issue.url} does not match the contract type ${issue.expected ?? "(unknown)"}`, {
        operation: issue.operation,
        url: issue.url,
        expected: issue.expected,
        issues: issue.issues,
      });
    } else {
      logger.warn(`No contract schema to check the response of ${issue.operation} (${issue.url})`);
    }
    try {
      options.onValidationIssue?.(issue);
    } catch (error) {
      logger.warn("onValidationIssue threw", error);
    }
  }

  // Only the predicates of the operation's domain are loaded (a small chunk); zod only when one fails, to confirm the
  // verdict and list the issues. Resolves to the problem found, if any; the data in it has its secrets masked.
  async function findIssue(key: string, url: string, data: unknown): Promise<ValidationIssue | undefined> {
    const [{ loadResponseCheck }, { maskSecrets, redactUrl }] = await Promise.all([loadCheckIndex(), loadRedact()]);
    const issueOf = (kind: ValidationIssue["kind"], expected: string | undefined, issues: ValidationIssue["issues"]): ValidationIssue => ({
      kind,
      operation: key,
      url: redactUrl(url),
      expected,
      data: maskSecrets(data),
      issues,
    });
    const predicate = loadResponseCheck(key);
    if (predicate === undefined) return issueOf("missing-schema", undefined, []);
    if ((await predicate)?.(data)) return undefined;
    const validators = await loadValidators();
    const check = validators.checkResponse(key, data);
    if (check === undefined) return issueOf("missing-schema", undefined, []);
    if (check.ok) return undefined;
    return issueOf("mismatch", validators.responseTypeName(key), check.issues);
  }

  function scheduleValidation(key: string, url: string, data: unknown): void {
    const due = new Promise<void>((resolve) => (options.scheduleValidation ? options.scheduleValidation(resolve) : resolve()));
    const task = due
      .then(() => findIssue(key, url, data))
      .then((issue) => issue && report(issue))
      .catch(async (error: unknown) => {
        const where = await loadRedact().then(({ redactUrl }) => redactUrl(url), () => "a call");
        logger.warn(`Could not validate the response of ${where}`, error);
      })
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  /** Validation with `validate: "throw"`: reports like `log`, then rejects the call on a mismatch. */
  async function validateNow(key: string, url: string, data: unknown): Promise<void> {
    const issue = await findIssue(key, url, data);
    if (!issue) return;
    report(issue);
    if (issue.kind === "mismatch") {
      const { ResponseValidationError } = await import("./validationError.js");
      throw new ResponseValidationError({ operation: issue.operation, url: issue.url, expected: issue.expected, issues: issue.issues });
    }
  }

  function retryOf(requested: RequestOptions["retry"]): CallRetry | undefined {
    if (requested === false) return undefined;
    if (requested === undefined || requested === null) return clientRetry && callRetry(clientRetry, false);
    return callRetry(requested === true ? { ...clientRetry } : { ...clientRetry, ...definedParts(requested) }, true);
  }

  function notifyRetry(event: RetryEvent): void {
    try {
      options.onRetry?.(event);
    } catch (error) {
      logger.warn("onRetry threw", error);
    }
  }

  /** The URL and body of a call, its fields encoded as the contract or the client's `bodyEncoding` says. */
  function encodeRequest(key: string, pathTemplate: string, init: AnyInit, headers: Record<string, string>): { url: string; body: string | undefined } {
    const contractEncoding: BodyEncoding | undefined = Object.hasOwn(bodyEncodings, key) ? bodyEncodings[key as EncodableOperationKey] : undefined;
    const encoding = (Object.hasOwn(overrides, key) ? overrides[key] : undefined) ?? contractEncoding;
    let query = init.params?.query;
    let fields: unknown = init.body;
    if (contractEncoding === "query" && encoding !== "query") {
      // A call whose fields are its query parameters, sent in a body instead.
      fields = query;
      query = undefined;
    } else if (encoding === "query" && contractEncoding !== "query" && isRecord(fields)) {
      query = { ...query, ...withoutFalseFlags(fields, presenceFlagsOf(key)) };
      fields = undefined;
    }
    const url = `${baseUrl}${fillPath(pathTemplate, init.params?.path)}${encodeQuery(query)}`;
    if (fields === undefined || fields === null) return { url, body: undefined };
    if (encoding === "form") {
      headers["content-type"] = "application/x-www-form-urlencoded";
      return { url, body: encodeForm(withoutFalseFlags(fields as Record<string, unknown>, presenceFlagsOf(key))).toString() };
    }
    headers["content-type"] = "application/json";
    return { url, body: JSON.stringify(fields) };
  }

  async function send(method: HttpMethod, pathTemplate: string, init: AnyInit = {}): Promise<unknown> {
    const key = `${method} ${pathTemplate}`;
    const httpMethod = method.toUpperCase();
    const headers: Record<string, string> = { accept: "application/json", ...init.headers };
    const apiKey = options.getApiKey?.() || options.apiKey;
    if (apiKey) headers[API_KEY_HEADER] = apiKey;
    const { url, body } = encodeRequest(key, pathTemplate, init, headers);
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const timeoutMs = init.timeoutMs === undefined ? clientTimeout : timeoutOf(init.timeoutMs, "timeoutMs");
    const callerSignal = init.signal;

    /** One request and its response, read in full. */
    const exchange = async (signal: AbortSignal): Promise<{ data: unknown; json: boolean }> => {
      let response: Response;
      try {
        response = await fetchImpl(url, { method: httpMethod, headers, body, signal });
      } catch (error) {
        if (signal.aborted || (error instanceof Error && error.name === "AbortError")) throw error;
        throw new ApiConnectionError({ url, cause: error, failedBeforeSending: failedBeforeSending(error) });
      }
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        throw createApiError({
          status: response.status,
          statusText: response.statusText,
          body: text,
          correlationId: response.headers.get(correlationHeader),
          url,
        });
      }
      let text: string;
      try {
        if (binaryResponses.has(key)) return { data: await response.blob(), json: false };
        text = response.status === 204 ? "" : await response.text();
      } catch (error) {
        if (signal.aborted) throw error;
        // The connection broke while the body arrived: the request was sent.
        throw new ApiConnectionError({ url, cause: error, failedBeforeSending: false });
      }
      if (text.trim() === "") return { data: undefined, json: false };
      const contentType = response.headers.get("content-type");
      if (!isJsonContentType(contentType)) {
        throw new ApiContentTypeError({ contentType, body: text, status: response.status, url });
      }
      try {
        return { data: JSON.parse(text), json: true };
      } catch (error) {
        throw new ApiContentTypeError({ contentType, body: text, status: response.status, url, cause: error });
      }
    };

    /** One attempt, aborted by the caller's signal or after `timeoutMs`, whichever comes first. */
    const attempt = async (): Promise<{ data: unknown; json: boolean }> => {
      if (callerSignal?.aborted) throw abortErrorFor(callerSignal.reason);
      const controller = new AbortController();
      let timeoutError: RequestTimeoutError | undefined;
      const onCallerAbort = () => controller.abort(callerSignal?.reason);
      callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              timeoutError = new RequestTimeoutError({ timeoutMs, method: httpMethod, url });
              controller.abort(timeoutError);
            }, timeoutMs);
      // Settles the attempt at once on abort, even with a fetch that ignores its signal.
      const aborted = new Promise<never>((_resolve, reject) => {
        controller.signal.addEventListener("abort", () => reject(controller.signal.reason as Error), { once: true });
      });
      try {
        return await Promise.race([exchange(controller.signal), aborted]);
      } catch (error) {
        if (controller.signal.aborted) {
          if (timeoutError && controller.signal.reason === timeoutError) throw timeoutError;
          throw abortErrorFor(callerSignal?.reason);
        }
        throw error;
      } finally {
        if (timer !== undefined) clearTimeout(timer);
        callerSignal?.removeEventListener("abort", onCallerAbort);
      }
    };

    const retry = retryOf(init.retry);
    // Retry events carry the URL with its secrets masked.
    const redactUrl = retry && options.onRetry ? (await loadRedact()).redactUrl : undefined;
    const request = { method, idempotent: idempotentOperations.has(key), optedIn: retry?.optedIn ?? false };
    const { data, json } = retry
      ? await withRetry(attempt, retry.policy, callerSignal, {
          shouldRetry: (error) => shouldRetryRequest(request, error, retry.policy),
          jitter: retry.jitter,
          random: retry.random,
          onRetry: (event) => notifyRetry({ ...event, method: httpMethod, url: redactUrl?.(url) ?? url }),
        })
      : await attempt();
    if (json && validationMode === "throw") await validateNow(key, url, data);
    else if (json && validationMode === "log") scheduleValidation(key, url, data);
    return data;
  }

  const caller = <M extends HttpMethod>(method: M): Caller<M> =>
    ((path: string, init?: AnyInit) => send(method, path, init)) as unknown as Caller<M>;

  return {
    GET: caller("get"),
    POST: caller("post"),
    PUT: caller("put"),
    PATCH: caller("patch"),
    DELETE: caller("delete"),
    baseUrl,
    async validated() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
