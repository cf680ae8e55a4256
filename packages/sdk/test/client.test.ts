import { describe, expect, it, vi } from "vitest";
import {
  ApiConnectionError,
  ApiContentTypeError,
  CredentialsApiError,
  GeneralApiError,
  StandardApiError,
  TimeoutApiError,
  UnknownApiError,
  apiBaseUrl,
  createApiClient,
  fetchIsAdmin,
  type ValidationIssue,
} from "../src/index.js";
import { sendJson, startServer, useTestServer } from "./http-server.js";

const uiConfig = {
  siteName: "Warren",
  siteTheme: "warren",
  siteCountry: "EE",
  siteLocale: "en-GB",
  siteLanguage: "en",
  siteCurrency: "EUR",
  authProvider: "fake",
};

const vmCreate = { name: "web-1", os_name: "ubuntu", os_version: "24.04", vcpu: 1, ram: 1024 };

const { server, logger: silentLogger, client } = useTestServer();

describe("createApiClient over HTTP", () => {
  it("resolves to the response data and sends the apikey header", async () => {
    server.handle((_request, response) => sendJson(response, 200, uiConfig));
    const api = client({ apiKey: "key-1" });
    await expect(api.GET("/config/ui/config")).resolves.toEqual(uiConfig);
    expect(server.requests[0]?.url).toBe("/api/v1/config/ui/config");
    expect(server.requests[0]?.headers.apikey).toBe("key-1");
    expect(server.requests[0]?.headers["content-type"]).toBeUndefined();
  });

  it("prefers getApiKey (the impersonation token) over the stored apikey", async () => {
    server.handle((_request, response) => sendJson(response, 200, uiConfig));
    await client({ apiKey: "stored", getApiKey: () => "impersonation" }).GET("/config/ui/config");
    expect(server.requests[0]?.headers.apikey).toBe("impersonation");
  });

  it("logs a contract mismatch with URL, expected type and data, and still returns the data", async () => {
    const wrong = { ...uiConfig, siteCurrency: 42 };
    server.handle((_request, response) => sendJson(response, 200, wrong));
    const issues: ValidationIssue[] = [];
    const api = client({ onValidationIssue: (issue) => issues.push(issue) });
    await expect(api.GET("/config/ui/config")).resolves.toEqual(wrong);
    await api.validated();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ kind: "mismatch", expected: "UiConfig", data: wrong });
    expect(issues[0]?.url).toContain("/v1/config/ui/config");
    expect(silentLogger.error).toHaveBeenCalledOnce();
  });

  it("does not log when the response matches", async () => {
    server.handle((_request, response) => sendJson(response, 200, uiConfig));
    const api = client();
    await api.GET("/config/ui/config");
    await api.validated();
    expect(silentLogger.error).not.toHaveBeenCalled();
    expect(silentLogger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ["a standard errors.Error body", 500, { errors: { Error: "Failed to create kong token" } }, StandardApiError, "Failed to create kong token [api-abc] (HTTP 500)"],
    ["a flat message body", 400, { message: "Bad input" }, GeneralApiError, "Bad input [api-abc] (HTTP 400)"],
    ["a message body with 403", 403, { message: "Forbidden" }, CredentialsApiError, "Forbidden [api-abc] (HTTP 403)"],
    ["a gateway timeout", 504, "", TimeoutApiError, "Gateway Timeout [api-abc] (HTTP 504)"],
    ["an unknown body", 500, ["odd"], UnknownApiError, '["odd"] [api-abc] (HTTP 500)'],
  ])("throws for %s", async (_name, status, body, type, message) => {
    server.handle((_request, response) =>
      body === "" ? (response.writeHead(status, { "x-correlation-id": "api-abc" }), response.end()) : sendJson(response, status, body, { "x-correlation-id": "api-abc" }),
    );
    const error = await client().GET("/config/ui/config").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toBe(message);
  });

  it("throws ApiContentTypeError for an HTML page", async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>login</html>");
    });
    const error = await client().GET("/config/ui/config").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiContentTypeError);
    expect((error as ApiContentTypeError).contentType).toBe("text/html");
    expect((error as Error).message).toContain("<html>login</html>");
  });

  it("returns undefined for 204 and empty bodies", async () => {
    server.handle((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(client().GET("/config/ui/config")).resolves.toBeUndefined();
  });

  it("retries 502 and then succeeds", async () => {
    let calls = 0;
    server.handle((_request, response) => {
      calls += 1;
      if (calls < 3) sendJson(response, 502, { message: "Bad gateway" });
      else sendJson(response, 200, uiConfig);
    });
    await expect(client({ retry: { delayMs: 1 } }).GET("/config/ui/config")).resolves.toEqual(uiConfig);
    expect(calls).toBe(3);
  });

  it("gives up after 3 retries", async () => {
    server.handle((_request, response) => sendJson(response, 502, { message: "Bad gateway" }));
    await expect(client({ retry: { delayMs: 1 } }).GET("/config/ui/config")).rejects.toBeInstanceOf(GeneralApiError);
    expect(server.requests).toHaveLength(4);
  });

  it("does not retry 500", async () => {
    server.handle((_request, response) => sendJson(response, 500, { errors: { Error: "Boom" } }));
    await expect(client({ retry: { delayMs: 1 } }).GET("/config/ui/config")).rejects.toBeInstanceOf(StandardApiError);
    expect(server.requests).toHaveLength(1);
  });

  it("throws ApiConnectionError when nothing listens, after retrying", async () => {
    const closed = await startServer();
    const origin = closed.origin;
    await closed.close();
    const fetchSpy = vi.fn(globalThis.fetch);
    const api = createApiClient({ baseUrl: apiBaseUrl({ origin }), fetch: fetchSpy, retry: { delayMs: 1 }, logger: silentLogger });
    const error = await api.GET("/config/ui/config").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect((error as Error).message).toBe("Failed to connect to server");
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it("sends a VM-create POST answered 502 once, even with retries on", async () => {
    server.handle((_request, response) => sendJson(response, 502, { message: "Bad gateway" }));
    const events: unknown[] = [];
    const api = client({ retry: { delayMs: 1 }, onRetry: (event) => events.push(event) });
    const create = api.POST("/{location}/user-resource/vm", { params: { path: { location: "tll" } }, body: vmCreate });
    await expect(create).rejects.toBeInstanceOf(GeneralApiError);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual(["POST /api/v1/tll/user-resource/vm"]);
    expect(events).toEqual([]);
  });

  it("retries a GET answered 502 but not a POST whose connection broke after it was sent", async () => {
    server.handle((_request, response) => response.socket?.destroy());
    const api = client({ retry: { delayMs: 1 } });
    const error = await api.POST("/{location}/user-resource/vm", { params: { path: { location: "tll" } }, body: vmCreate }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect((error as ApiConnectionError).failedBeforeSending).toBe(false);
    expect(server.requests).toHaveLength(1);
    server.requests.length = 0;
    await expect(api.GET("/config/ui/config")).rejects.toBeInstanceOf(ApiConnectionError);
    expect(server.requests).toHaveLength(4);
  });

  it("retries a POST whose connection was refused: nothing was sent", async () => {
    const closed = await startServer();
    const origin = closed.origin;
    await closed.close();
    const fetchSpy = vi.fn(globalThis.fetch);
    const api = createApiClient({ baseUrl: apiBaseUrl({ origin }), fetch: fetchSpy, retry: { delayMs: 1 }, logger: silentLogger });
    const error = await api.POST("/{location}/user-resource/vm", { params: { path: { location: "tll" } }, body: vmCreate }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect((error as ApiConnectionError).failedBeforeSending).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it("sends form bodies without a JSON content type, leaving out absent fields and sending false as false", async () => {
    server.handle((_request, response) => sendJson(response, 200, { id: 1, billing_account_id: 0, description: "d", restricted: false, token: "t", created_at: "2018-02-22 14:24:02" }));
    await client().PATCH("/user-resource/token", { body: { token_id: 1, description: "d", billing_account_id: undefined, restricted: false } });
    const [request] = server.requests;
    expect(request?.method).toBe("PATCH");
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request?.body).toBe("token_id=1&description=d&restricted=false");
  });

  it("sends JSON with a JSON content type where the contract says so", async () => {
    server.handle((_request, response) => sendJson(response, 200, { apikey: "k" }));
    await client().POST("/user-resource/auth0_callback", { body: { access_token: "a", id_token: "i", state: "/" } });
    expect(server.requests[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({ access_token: "a", id_token: "i", state: "/" });
  });

  it("fills path parameters and query strings", async () => {
    server.handle((_request, response) => sendJson(response, 200, []));
    await client().GET("/{location}/network/ip_addresses", { params: { path: { location: "tll" }, query: { billing_account_id: 6 } } });
    expect(server.requests[0]?.url).toBe("/api/v1/tll/network/ip_addresses?billing_account_id=6");
  });

  it("warns when a response has no contract schema", async () => {
    server.handle((_request, response) => sendJson(response, 200, { unexpected: true }));
    const issues: ValidationIssue[] = [];
    const api = client({ onValidationIssue: (issue) => issues.push(issue) });
    await expect(api.DELETE("/storage/bucket", { body: { name: "b" } })).resolves.toEqual({ unexpected: true });
    await api.validated();
    expect(issues.map((issue) => issue.kind)).toEqual(["missing-schema"]);
    expect(silentLogger.warn).toHaveBeenCalledOnce();
  });

  it.each([
    [200, true],
    [404, true],
    [502, true],
    [403, false],
  ])("reads admin status %i from GET privileges as %s", async (status, admin) => {
    server.handle((_request, response) => sendJson(response, status, status === 200 ? {} : { message: "x" }));
    await expect(fetchIsAdmin(client())).resolves.toBe(admin);
  });

  it.each([
    ["an HTML page", "text/html", "<html>ok</html>"],
    ["plain text", "text/plain", "yes"],
  ])("reads a 2xx privileges answer with %s as admin: only the status counts", async (_case, type, body) => {
    server.handle((_request, response) => {
      response.writeHead(200, { "content-type": type });
      response.end(body);
    });
    await expect(fetchIsAdmin(client())).resolves.toBe(true);
  });

  it("rethrows other privileges errors", async () => {
    server.handle((_request, response) => sendJson(response, 500, { message: "x" }));
    await expect(fetchIsAdmin(client())).rejects.toBeInstanceOf(GeneralApiError);
  });
});
