// Which failures are retried, how long the client waits, and what onRetry hears. Over an injected fetch; the real-HTTP
// cases (a POST answered 502 is sent once, a refused connection is retried) are in client.test.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiConnectionError,
  GeneralApiError,
  RETRY_DELAY_MS,
  RETRY_MAX_ATTEMPTS,
  RequestTimeoutError,
  createApiClient,
  createApiError,
  failedBeforeSending,
  idempotentOperations,
  queryRetryOptions,
  retryDelayMs,
  retryPolicy,
  shouldRetryRequest,
  type RetryEvent,
} from "../src/index.js";

const notSent = new ApiConnectionError({ failedBeforeSending: true, cause: new TypeError("fetch failed") });
const maybeSent = new ApiConnectionError({ failedBeforeSending: false, cause: new TypeError("fetch failed") });
const badGateway = createApiError({ status: 502, body: '{"message":"Bad gateway"}' });
const serverError = createApiError({ status: 500, body: '{"errors":{"Error":"Boom"}}' });
const gatewayTimeout = createApiError({ status: 504, statusText: "Gateway Timeout" });
const clientTimeout = new RequestTimeoutError({ timeoutMs: 50 });

describe("shouldRetryRequest", () => {
  it.each([
    // method, idempotent (x-idempotent), opted in (per call), error, retried
    ["get", false, false, notSent, true],
    ["get", false, false, maybeSent, true],
    ["get", false, false, badGateway, true],
    ["get", false, false, serverError, false],
    ["get", false, false, gatewayTimeout, false],
    ["get", false, false, clientTimeout, false],
    ["put", false, false, badGateway, true],
    ["delete", false, false, maybeSent, true],
    ["post", false, false, notSent, true],
    ["post", false, false, maybeSent, false],
    ["post", false, false, badGateway, false],
    ["post", false, false, serverError, false],
    ["patch", false, false, notSent, true],
    ["patch", false, false, badGateway, false],
    ["post", true, false, badGateway, true],
    ["patch", true, false, maybeSent, true],
    ["post", false, true, badGateway, true],
    ["post", false, true, maybeSent, true],
    ["post", false, true, serverError, false],
    ["POST", false, false, badGateway, false],
  ] as const)("%s (idempotent %s, opted in %s) after %o: %s", (method, idempotent, optedIn, error, retried) => {
    expect(shouldRetryRequest({ method, idempotent, optedIn }, error)).toBe(retried);
  });

  it("asks the policy first: a policy that retries nothing retries no POST either", () => {
    expect(shouldRetryRequest({ method: "post" }, notSent, { isRetryable: () => false })).toBe(false);
  });
});

describe("failedBeforeSending", () => {
  const fetchFailure = (cause?: unknown) => new TypeError("fetch failed", cause === undefined ? undefined : { cause });
  it.each([
    ["a browser's TypeError (no cause)", new TypeError("Failed to fetch"), true],
    ["a refused connection", fetchFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })), true],
    ["an unknown host", fetchFailure(Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" })), true],
    ["IPv4 and IPv6 both refused", fetchFailure(Object.assign(new AggregateError([Object.assign(new Error("a"), { code: "ECONNREFUSED" })]), { code: "ECONNREFUSED" })), true],
    ["a socket closed by the server", fetchFailure(Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" })), false],
    ["a reset connection", fetchFailure(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })), false],
    ["not a TypeError", new Error("Failed to fetch"), false],
  ])("%s: %s", (_name, error, expected) => {
    expect(failedBeforeSending(error)).toBe(expected);
  });
});

describe("retry delay", () => {
  it("adds up to 25 % of the 7 s base at random, never less than the base", () => {
    expect(retryPolicy).toMatchObject({ retries: RETRY_MAX_ATTEMPTS, delayMs: RETRY_DELAY_MS });
    expect(retryDelayMs(7000, undefined, () => 0)).toBe(7000);
    expect(retryDelayMs(7000, undefined, () => 0.5)).toBe(7875);
    expect(retryDelayMs(7000, undefined, () => 0.999_999)).toBe(8750);
    expect(retryDelayMs(7000, 0, () => 0.9)).toBe(7000);
  });

  it("keeps queryRetryOptions a fixed 7 s for queries unless jitter is asked for", () => {
    const options = queryRetryOptions();
    expect(options.retryDelay).toBe(7000);
    expect(options.retry(0, badGateway)).toBe(true);
    expect(options.retry(3, badGateway)).toBe(false);
    expect(options.retry(0, serverError)).toBe(false);
    const jittered = queryRetryOptions(undefined, { jitter: 0.5, random: () => 1 });
    expect(typeof jittered.retryDelay === "function" ? jittered.retryDelay(1, badGateway) : undefined).toBe(10_500);
  });
});

describe("the contract's idempotent POST and PATCH calls", () => {
  it("include settings such as set_default and renames, and no creation", () => {
    expect(idempotentOperations.has("post /payment/billing_account/set_default")).toBe(true);
    expect(idempotentOperations.has("patch /{location}/network/network/{uuid}")).toBe(true);
    expect(idempotentOperations.has("post /{location}/user-resource/vm")).toBe(false);
    expect(idempotentOperations.has("post /payment/credit/buy")).toBe(false);
    expect(idempotentOperations.has("post /{location}/user-resource/vm/backup")).toBe(false);
  });
});

/** A fetch answering each call with the next of `answers` (a status, or a thrown error), then 200 `[]`. */
function scriptedFetch(answers: (number | Error)[]) {
  const calls: { method: string; url: string }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ method: init?.method ?? "GET", url: input instanceof Request ? input.url : input.toString() });
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    if (answer === undefined || answer < 300) return Response.json([]);
    return Response.json({ message: `HTTP ${answer}` }, { status: answer });
  });
  return { fetch, calls };
}

describe("client retries", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("retries a GET after 502 once the jittered delay has passed (fake timers)", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch([502, 502]);
    const events: RetryEvent[] = [];
    const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, validate: "off", retry: { random: () => 0.5 }, onRetry: (event) => events.push(event) });
    const call = api.GET("/config/locations");
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(7874);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(7875);
    await expect(call).resolves.toEqual([]);
    expect(calls).toHaveLength(3);
    expect(events).toMatchObject([
      { attempt: 1, delayMs: 7875, method: "GET", url: "http://api.test/v1/config/locations" },
      { attempt: 2, delayMs: 7875, method: "GET" },
    ]);
    expect(events[0]?.error).toBeInstanceOf(GeneralApiError);
  });

  it("gives up after 3 retries with the last error", async () => {
    const { fetch, calls } = scriptedFetch([502, 502, 502, 502, 502]);
    const events: RetryEvent[] = [];
    const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, validate: "off", retry: { delayMs: 1, jitter: 0 }, onRetry: (event) => events.push(event) });
    await expect(api.GET("/config/locations")).rejects.toBeInstanceOf(GeneralApiError);
    expect(calls).toHaveLength(4);
    expect(events.map((event) => event.attempt)).toEqual([1, 2, 3]);
  });

  it.each([
    ["a POST answered 502", "post", "/{location}/user-resource/vm", [502], 1],
    ["a POST that may have been sent", "post", "/{location}/user-resource/vm", [new TypeError("fetch failed", { cause: Object.assign(new Error("x"), { code: "UND_ERR_SOCKET" }) })], 1],
    ["a POST refused before sending", "post", "/{location}/user-resource/vm", [new TypeError("Failed to fetch")], 2],
    ["a PATCH marked idempotent answered 502", "patch", "/{location}/network/network/{uuid}", [502], 2],
    ["a PATCH not marked idempotent answered 502", "patch", "/{location}/user-resource/vm/storage", [502], 1],
    ["a POST marked idempotent answered 502", "post", "/payment/billing_account/set_default", [502], 2],
    ["a DELETE answered 502", "delete", "/{location}/user-resource/vm", [502], 2],
    ["a PUT answered 502", "put", "/storage/bucket", [502], 2],
    ["a GET answered 500", "get", "/config/locations", [500], 1],
  ] as const)("%s is sent %i time(s)", async (_name, method, path, answers, sent) => {
    const { fetch, calls } = scriptedFetch([...answers]);
    const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, validate: "off", retry: { delayMs: 1, jitter: 0 } });
    const send = api[method.toUpperCase() as "POST"] as unknown as (path: string, init: object) => Promise<unknown>;
    await send(path, { params: { path: { location: "tll", uuid: "u-1" } }, body: { name: "x" } }).catch(() => undefined);
    expect(calls).toHaveLength(sent);
  });

  it("retries a POST answered 502 when the call opts in, and never when it opts out", async () => {
    const optIn = scriptedFetch([502]);
    const api = createApiClient({ baseUrl: "http://api.test/v1", fetch: optIn.fetch, validate: "off", retry: { delayMs: 1, jitter: 0 } });
    await api.POST("/{location}/user-resource/vm/start", { params: { path: { location: "tll" } }, body: { uuid: "u-1" }, retry: true });
    expect(optIn.calls).toHaveLength(2);

    const optOut = scriptedFetch([502, 502]);
    const api2 = createApiClient({ baseUrl: "http://api.test/v1", fetch: optOut.fetch, validate: "off", retry: { delayMs: 1, jitter: 0 } });
    await expect(api2.GET("/config/locations", { retry: false })).rejects.toBeInstanceOf(GeneralApiError);
    expect(optOut.calls).toHaveLength(1);
  });

  it("retries a call that opts in even when the client does not retry, with the call's settings", async () => {
    const { fetch, calls } = scriptedFetch([502, 502, 502]);
    const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, validate: "off" });
    await expect(api.GET("/config/locations", { retry: { retries: 1, delayMs: 1, jitter: 0 } })).rejects.toBeInstanceOf(GeneralApiError);
    expect(calls).toHaveLength(2);
  });

  it("does not retry without a retry setting", async () => {
    const { fetch, calls } = scriptedFetch([502]);
    const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, validate: "off" });
    await expect(api.GET("/config/locations")).rejects.toBeInstanceOf(GeneralApiError);
    expect(calls).toHaveLength(1);
  });

  it("keeps going when onRetry throws, and logs it", async () => {
    const { fetch, calls } = scriptedFetch([502]);
    const logger = { error: vi.fn(), warn: vi.fn() };
    const api = createApiClient({
      baseUrl: "http://api.test/v1",
      fetch,
      logger,
      validate: "off",
      retry: { delayMs: 1, jitter: 0 },
      onRetry: () => {
        throw new Error("hook");
      },
    });
    await expect(api.GET("/config/locations")).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
    expect(logger.warn).toHaveBeenCalledWith("onRetry threw", expect.any(Error));
  });

  it("does not retry a 500 even when asked per call", async () => {
    const { fetch, calls } = scriptedFetch([500]);
    const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, validate: "off" });
    await expect(api.POST("/{location}/user-resource/vm/start", { params: { path: { location: "tll" } }, body: { uuid: "u" }, retry: true })).rejects.toBeInstanceOf(
      GeneralApiError,
    );
    expect(calls).toHaveLength(1);
  });
});
