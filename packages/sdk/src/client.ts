import type { paths } from "./generated/schema.js";
import type * as Validators from "./validators.js";
import { binaryResponses, formBodies, presenceFlags } from "./generated/requests.js";
import { loadResponseCheck } from "./generated/checks/index.js";
import { API_KEY_HEADER, CORRELATION_ID_HEADER } from "./constants.js";
import { ApiConnectionError, ApiContentTypeError, createApiError } from "./errors.js";
import { encodeForm, encodeQuery, fillPath } from "./encoding.js";
import { createRetryPolicy, withRetry, type RetryPolicy } from "./retry.js";

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
  /** Cancels the request (and any retry wait). */
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
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
  url: string;
  /** The contract type the data should have been (`UiConfig`, `Location[]`). */
  expected: string | undefined;
  data: unknown;
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Where validation problems and warnings go; `console` by default. */
export interface ClientLogger {
  error: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
}

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
  /** Check every JSON response against the contract (logged, never thrown). Default true. */
  validate?: boolean;
  /** Called for each validation problem, in addition to the logger. */
  onValidationIssue?: (issue: ValidationIssue) => void;
  /** Where validation problems are logged. Default `console`. */
  logger?: ClientLogger;
  /**
   * Retry connection errors and 502 inside the client. Default false: the query layer retries with `retryPolicy`.
   * `true` uses `retryPolicy`; an object overrides parts of it (e.g. `{ delayMs: 10 }`).
   */
  retry?: boolean | Partial<RetryPolicy>;
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

/** Creates a typed API client over `fetch`. Works in browsers and Node 20 alike. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const logger = options.logger ?? console;
  const validate = options.validate ?? true;
  const correlationHeader = options.correlationIdHeader ?? CORRELATION_ID_HEADER;
  const policy: RetryPolicy | undefined =
    options.retry === true
      ? createRetryPolicy()
      : options.retry
        ? createRetryPolicy(options.retry)
        : undefined;
  const pending = new Set<Promise<void>>();

  function report(issue: ValidationIssue): void {
    if (issue.kind === "mismatch") {
      logger.error(`Response of ${issue.url} does not match the contract type ${issue.expected ?? "(unknown)"}`, {
        url: issue.url,
        expected: issue.expected,
        issues: issue.issues,
        data: issue.data,
      });
    } else {
      logger.warn(`No contract schema to check the response of ${issue.operation} (${issue.url})`);
    }
    options.onValidationIssue?.(issue);
  }

  /** Asks zod for the verdict and the issue list; the predicate that failed may not be the last word. */
  async function explainMismatch(key: string, url: string, data: unknown): Promise<void> {
    const validators = await loadValidators();
    const check = validators.checkResponse(key, data);
    if (check === undefined) {
      report({ kind: "missing-schema", operation: key, url, expected: undefined, data, issues: [] });
    } else if (!check.ok) {
      report({ kind: "mismatch", operation: key, url, expected: validators.responseTypeName(key), data, issues: check.issues });
    }
  }

  // Only the predicates of the operation's domain are loaded (a small chunk); zod only when one fails.
  async function validateResponse(key: string, url: string, data: unknown): Promise<void> {
    const predicate = loadResponseCheck(key);
    if (predicate === undefined) {
      report({ kind: "missing-schema", operation: key, url, expected: undefined, data, issues: [] });
      return;
    }
    if ((await predicate)?.(data)) return;
    await explainMismatch(key, url, data);
  }

  function scheduleValidation(key: string, url: string, data: unknown): void {
    const task = validateResponse(key, url, data)
      .catch((error: unknown) => logger.warn(`Could not validate the response of ${url}`, error))
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  async function send(method: HttpMethod, pathTemplate: string, init: AnyInit = {}): Promise<unknown> {
    const key = `${method} ${pathTemplate}`;
    const url = `${baseUrl}${fillPath(pathTemplate, init.params?.path)}${encodeQuery(init.params?.query)}`;
    const headers: Record<string, string> = { accept: "application/json", ...init.headers };
    const apiKey = options.getApiKey?.() || options.apiKey;
    if (apiKey) headers[API_KEY_HEADER] = apiKey;
    let body: string | undefined;
    if (init.body !== undefined && init.body !== null) {
      if (formBodies.has(key)) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = encodeForm(withoutFalseFlags(init.body as Record<string, unknown>, presenceFlagsOf(key))).toString();
      } else {
        headers["content-type"] = "application/json";
        body = JSON.stringify(init.body);
      }
    }
    const fetchImpl = options.fetch ?? globalThis.fetch;

    const attempt = async (): Promise<unknown> => {
      let response: Response;
      try {
        response = await fetchImpl(url, { method: method.toUpperCase(), headers, body, signal: init.signal });
      } catch (error) {
        if (error instanceof Error && error.name === "AbortError") throw error;
        throw new ApiConnectionError({ url, cause: error });
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
      if (binaryResponses.has(key)) return response.blob();
      const text = response.status === 204 ? "" : await response.text();
      if (text.trim() === "") return undefined;
      const contentType = response.headers.get("content-type");
      if (!isJsonContentType(contentType)) {
        throw new ApiContentTypeError({ contentType, body: text, status: response.status, url });
      }
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new ApiContentTypeError({ contentType, body: text, status: response.status, url, cause: error });
      }
      if (validate) scheduleValidation(key, url, data);
      return data;
    };

    return policy ? withRetry(attempt, policy, init.signal) : attempt();
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
