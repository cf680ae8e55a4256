import { describe, expect, it } from "vitest";
import { CORRELATION_ID_HEADER, INVALID_CREDENTIALS_MESSAGE } from "../src/constants.js";
import { useTestServer } from "./helpers.js";

const CORRELATION_ID = /^mock-api-[0-9a-f]{6}$/;

describe("the standalone server", () => {
  const api = useTestServer();

  it("serves the UI configuration and locations under /v1 without an apikey", async () => {
    const config = await fetch(`${api.server.url}/config/ui/config`);
    expect(config.status).toBe(200);
    expect(config.headers.get("content-type")).toContain("application/json");
    expect(await config.json()).toMatchObject({ siteTheme: "warren", siteCurrency: "EUR" });

    const locations = await fetch(`${api.server.url}/config/locations`);
    const slugs = ((await locations.json()) as { slug: string }[]).map((l) => l.slug);
    expect(slugs).toEqual(["tll", "jhv", "trtu", "jkt01"]);
  });

  it("answers CORS preflights from another origin", async () => {
    const response = await fetch(`${api.server.url}/payment/billing_account/list`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "GET",
        "access-control-request-headers": "apikey",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-allow-headers")).toContain("apikey");
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
  });

  it("puts CORS headers on responses and exposes the correlation id header", async () => {
    const response = await api.call("/config/ui/config", { headers: { origin: "http://localhost:5173" } });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-expose-headers")).toContain(CORRELATION_ID_HEADER);
  });

  it("refuses keys starting with 'invalid' with the platform's credentials error", async () => {
    const response = await api.call("/user-resource/user", { headers: { apikey: "invalid-key" } });
    expect(response.status).toBe(401);
    expect(response.headers.get(CORRELATION_ID_HEADER)).toMatch(CORRELATION_ID);
    expect(await response.json()).toEqual({
      message: INVALID_CREDENTIALS_MESSAGE,
      errors: { "consumer::invalid_credentials": { msg: INVALID_CREDENTIALS_MESSAGE, subtype: "invalid_credentials", type: "consumer" } },
    });
  });

  it("refuses calls without an apikey", async () => {
    const response = await fetch(`${api.server.url}/payment/billing_account/list`);
    expect(response.status).toBe(401);
    expect(response.headers.get(CORRELATION_ID_HEADER)).toMatch(CORRELATION_ID);
  });

  it("answers unknown API paths with a 404 in the platform's error shape", async () => {
    const response = await api.call("/no/such/call");
    expect(response.status).toBe(404);
    expect(response.headers.get(CORRELATION_ID_HEADER)).toMatch(CORRELATION_ID);
    const body = (await response.json()) as { errors: { Error: string } };
    expect(body.errors.Error).toContain("GET /v1/no/such/call");
  });

  it("gives every error a different correlation id", async () => {
    const a = await api.call("/nope");
    const b = await api.call("/nope");
    expect(a.headers.get(CORRELATION_ID_HEADER)).not.toBe(b.headers.get(CORRELATION_ID_HEADER));
  });
});

describe("the standalone server with the metal configuration", () => {
  const api = useTestServer({ configName: "metal" });

  it("serves the metal theme and only the tll location", async () => {
    const config = (await (await api.call("/config/ui/config")).json()) as { siteTheme: string };
    expect(config.siteTheme).toBe("metal");
    const locations = (await (await api.call("/config/locations")).json()) as { slug: string }[];
    expect(locations.map((l) => l.slug)).toEqual(["tll"]);
  });
});
