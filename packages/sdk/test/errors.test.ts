import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ApiConnectionError,
  ApiContentTypeError,
  ApiError,
  ConfigurationNotLoadedError,
  CredentialsApiError,
  DevApiError,
  GeneralApiError,
  IdNotFoundError,
  MultipleErrors,
  StandardApiError,
  TimeoutApiError,
  UnknownApiError,
  createApiError,
  findById,
  isOfflineError,
  isRetryableError,
} from "../src/index.js";
import { propertyRuns, propertyTimeout } from "./propertyRuns.js";

describe("createApiError", () => {
  it.each([
    [{ status: 500, body: "odd" }, "unknown"],
    [{ status: 504, body: "" }, "timeout"],
    [{ status: 500, body: '{"message":"Boom","stack":"at x"}' }, "dev"],
    [{ status: 500, body: '{"errors":{"Error":"Boom"}}' }, "standard"],
    [{ status: 400, body: '{"message":"Bad"}' }, "general"],
    [{ status: 403, body: '{"message":"No"}' }, "credentials"],
  ])("names the spec's subtype of %o as kind %s", (init, kind) => {
    expect(createApiError(init).kind).toBe(kind);
  });

  it.each([
    ["standard", { status: 500, body: '{"errors":{"Error":"Failed to delete kong token."}}' }, StandardApiError, "Failed to delete kong token. (HTTP 500)"],
    [
      "keyed",
      { status: 403, body: '{"errors":{"consumer::resource_forbidden":{"msg":"Consumer not allowed to access resource.","subtype":"resource_forbidden","type":"consumer"}}}' },
      StandardApiError,
      "Consumer not allowed to access resource. (HTTP 403)",
    ],
    ["several", { status: 400, body: '{"errors":{"a":"First","b":{"msg":"Second"}}}' }, StandardApiError, "Multiple (2) errors:\n- First\n- Second (HTTP 400)"],
    ["general", { status: 400, body: '{"message":"Bad"}' }, GeneralApiError, "Bad (HTTP 400)"],
    ["numeric message", { status: 400, body: '{"message":59.96}' }, GeneralApiError, "59.96 (HTTP 400)"],
    ["credentials", { status: 403, body: '{"message":"No"}' }, CredentialsApiError, "No (HTTP 403)"],
    ["dev", { status: 500, body: '{"message":"Boom","stack":"at x"}' }, DevApiError, "Boom (HTTP 500)"],
    ["timeout", { status: 504, statusText: "Gateway Timeout", body: "" }, TimeoutApiError, "Gateway Timeout (HTTP 504)"],
    ["text body", { status: 502, body: "<html>bad gateway</html>" }, UnknownApiError, "<html>bad gateway</html> (HTTP 502)"],
    ["long body", { status: 500, body: "x".repeat(300) }, UnknownApiError, `${"x".repeat(250)} (HTTP 500)`],
    ["empty body", { status: 500, statusText: "Internal Server Error", body: "" }, UnknownApiError, "Internal Server Error (HTTP 500)"],
    ["correlation id", { status: 500, body: '{"errors":{"Error":"Oops"}}', correlationId: "api-123" }, StandardApiError, "Oops [api-123] (HTTP 500)"],
  ])("reads a %s body", (_name, init, type, message) => {
    const error = createApiError(init);
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.meta.status).toBe(init.status);
  });

  it("keeps the correlation id and status in meta", () => {
    const error = createApiError({ status: 500, body: '{"message":"x"}', correlationId: "vm-abc" });
    expect(error.meta).toEqual({ correlationId: "vm-abc", status: 500 });
    expect(error.errorMessage).toBe("x");
  });

  it("never throws and always returns an ApiError for arbitrary bodies", { timeout: propertyTimeout(30_000) }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.oneof(fc.string(), fc.json()), fc.option(fc.string(), { nil: undefined }), (status, body, correlationId) => {
        const error = createApiError({ status, body, correlationId });
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message.endsWith(`(HTTP ${status})`)).toBe(true);
      }),
      propertyRuns({ seed: 20261127, numRuns: 2000 }),
    );
  });
});

describe("other errors", () => {
  it.each([
    [new ApiConnectionError(), "Failed to connect to server"],
    [new ConfigurationNotLoadedError(), "Configuration not loaded yet, it must be manually fetched before the first use"],
    [new IdNotFoundError(4), "ID was not found in collection"],
    [new MultipleErrors([new Error("a"), "b"]), "Multiple (2) errors:\n- a\n- b"],
  ])("%o says %s", (error, message) => expect(error.message).toBe(message));

  it("quotes content type and the first 500 characters", () => {
    const error = new ApiContentTypeError({ contentType: "text/html", body: "y".repeat(600), status: 200 });
    expect(error.bodyStart).toHaveLength(500);
    expect(error.message).toContain('"text/html"');
  });

  it("finds by id or throws", () => {
    expect(findById([{ id: 1 }, { id: 2 }], 2)).toEqual({ id: 2 });
    expect(() => findById([{ id: 1 }], 3)).toThrow(IdNotFoundError);
    expect(findById([{ uuid: "a" }], "a", "uuid")).toEqual({ uuid: "a" });
  });

  it.each([
    [new TypeError("Failed to fetch"), true],
    [new TypeError("Load failed"), true],
    [new TypeError("NetworkError when attempting to fetch resource."), true],
    [new Error("network error"), true],
    [new TypeError("fetch failed"), true],
    [new Error("Something else"), false],
    ["Failed to fetch", false],
  ])("isOfflineError(%o) -> %s", (error, offline) => expect(isOfflineError(error)).toBe(offline));

  it.each([
    [new ApiConnectionError(), true],
    [createApiError({ status: 502 }), true],
    [createApiError({ status: 500 }), false],
    [createApiError({ status: 503 }), false],
    [createApiError({ status: 504 }), false],
    [new Error("x"), false],
  ])("isRetryableError(%o) -> %s", (error, retryable) => expect(isRetryableError(error)).toBe(retryable));
});
