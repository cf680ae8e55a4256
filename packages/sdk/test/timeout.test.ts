// Timeouts and the caller's own abort, over real HTTP against a server that never answers (or never finishes).
// The assertions are on the error type, not on how long anything took.
import { describe, expect, it, vi } from "vitest";
import {
  ApiConnectionError,
  RequestTimeoutError,
  TimeoutApiError,
  createApiClient,
  isOfflineError,
  isTimeoutError,
} from "../src/index.js";
import { sendJson, useTestServer } from "./http-server.js";

const vmCreate = { name: "web-1", os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 1024 };

const { server, logger, client } = useTestServer({ validate: "off" });

const neverAnswers = () => server.handle(() => undefined);

/** Resolves once the server has received `count` requests. */
async function received(count: number): Promise<void> {
  await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(count), { timeout: 5000, interval: 5 });
}

describe("timeoutMs", () => {
  it("aborts a request the server never answers and throws RequestTimeoutError", async () => {
    neverAnswers();
    const error = await client({ timeoutMs: 50 })
      .GET("/config/ui/config")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).not.toBeInstanceOf(ApiConnectionError);
    expect(error).not.toBeInstanceOf(TimeoutApiError);
    expect(error).toMatchObject({ name: "RequestTimeoutError", kind: "timeout", timeoutMs: 50, method: "GET", message: "The request took longer than 50 ms and was aborted" });
    expect((error as RequestTimeoutError).url).toBe(`${server.origin}/api/v1/config/ui/config`);
    expect(isTimeoutError(error)).toBe(true);
    expect(isOfflineError(error)).toBe(false);
  });

  it("also covers a body that never finishes", async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"siteName":');
    });
    await expect(client().GET("/config/ui/config", { timeoutMs: 50 })).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it("lets the call's timeout win over the client's", async () => {
    neverAnswers();
    const error = await client({ timeoutMs: 60_000 })
      .GET("/config/ui/config", { timeoutMs: 30 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: "RequestTimeoutError", timeoutMs: 30 });

    server.handle((_request, response) => setTimeout(() => sendJson(response, 200, []), 150));
    await expect(client({ timeoutMs: 20 }).GET("/config/locations", { timeoutMs: 0 })).resolves.toEqual([]);
  });

  it("is not retried, even with retries on: the request may still be running", async () => {
    // A fetch that answers only its abort: the call rejects after the retry decision, so the count is final then.
    const sent: string[] = [];
    const fetch = (url: string | URL | Request, init?: RequestInit) => {
      sent.push(url instanceof Request ? url.url : url.toString());
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error)));
    };
    const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, timeoutMs: 30, retry: { delayMs: 1 }, logger });
    await expect(api.GET("/config/ui/config")).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(sent).toEqual(["http://api.test/v1/config/ui/config"]);
  });

  it("works with a fetch that ignores its signal", async () => {
    const fetch = () => new Promise<Response>(() => undefined);
    const api = createApiClient({ baseUrl: "http://api.test/v1", fetch, timeoutMs: 20, logger });
    await expect(api.GET("/config/ui/config")).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it("refuses a negative or non-numeric timeout", () => {
    expect(() => client({ timeoutMs: -1 })).toThrow(TypeError);
    expect(() => client({ timeoutMs: Number.NaN })).toThrow(TypeError);
  });
});

describe("the caller's own abort", () => {
  it("surfaces as a DOMException named AbortError, not a connection error", async () => {
    neverAnswers();
    const controller = new AbortController();
    const call = client({ timeoutMs: 60_000 }).GET("/config/ui/config", { signal: controller.signal });
    await received(1);
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(ApiConnectionError);
    expect((error as Error).message).not.toBe("Failed to connect to server");
  });

  it("is an AbortError whose cause is the reason, when the caller aborts with one", async () => {
    neverAnswers();
    const controller = new AbortController();
    const reason = new Error("the user left the page");
    const call = client().POST("/{location}/user-resource/vm", { params: { path: { location: "tll" } }, body: vmCreate, signal: controller.signal });
    await received(1);
    controller.abort(reason);
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: "AbortError" });
    expect(error).toBeInstanceOf(DOMException);
    expect((error as Error).cause).toBe(reason);
  });

  it("turns AbortSignal.timeout() into an AbortError too", async () => {
    neverAnswers();
    const error = await client()
      .GET("/config/ui/config", { signal: AbortSignal.timeout(30) })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: "AbortError" });
    expect((error as Error).cause).toMatchObject({ name: "TimeoutError" });
  });

  it("rejects at once for a signal aborted before the call, sending nothing", async () => {
    const fetch = vi.fn(globalThis.fetch);
    const error = await client({ fetch })
      .GET("/config/ui/config", { signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: "AbortError" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("cancels a retry wait as an AbortError", async () => {
    server.handle((_request, response) => sendJson(response, 502, { message: "Bad gateway" }));
    const controller = new AbortController();
    // This test's requests carry a mark: an earlier test's aborted request can still reach the server on a busy machine.
    const marked: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      request.headers.set("x-test", "retry-wait");
      return globalThis.fetch(request);
    };
    const api = client({ fetch: marked, retry: { delayMs: 60_000 }, onRetry: () => controller.abort() });
    const error = await api.GET("/config/ui/config", { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: "AbortError" });
    expect(server.requests.filter((request) => request.headers["x-test"] === "retry-wait")).toHaveLength(1);
  });
});
