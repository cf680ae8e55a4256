import { afterEach, describe, expect, it, vi } from "vitest";
import { loadRuntimeConfig, RUNTIME_CONFIG_URL } from "./loadRuntimeConfig";
import { applyRuntimeConfig, BUILT_IN_CONFIG, getRuntimeConfig, resolveApiBaseUrl } from "./runtime";

afterEach(() => {
  applyRuntimeConfig({});
});

/** A server that answers the configuration's address with `response`. */
function serving(response: Response | Error) {
  return vi.fn((url: string) => {
    expect(url).toBe(RUNTIME_CONFIG_URL);
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  });
}

const json = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "application/json" } });

describe("loading the runtime configuration", () => {
  it("keeps the build's defaults when the deployment has no file", async () => {
    await expect(loadRuntimeConfig(serving(new Response("Not found", { status: 404 })))).resolves.toEqual(BUILT_IN_CONFIG);
    expect(getRuntimeConfig()).toEqual(BUILT_IN_CONFIG);
  });

  it("keeps the build's defaults when a static host answers the missing file with the app's page", async () => {
    const page = new Response("<!doctype html><div id=root></div>", { headers: { "content-type": "text/html; charset=utf-8" } });
    await expect(loadRuntimeConfig(serving(page))).resolves.toEqual(BUILT_IN_CONFIG);
  });

  it("applies a valid file over the build's defaults", async () => {
    const file = { apiOrigin: "https://api.example.com", apiPrefix: "/cloud", mockApi: "off", wireEncoding: "published" };
    const config = await loadRuntimeConfig(serving(json(JSON.stringify(file))));
    expect(config).toEqual({ ...BUILT_IN_CONFIG, ...file });
    expect(getRuntimeConfig()).toBe(config);
    expect(resolveApiBaseUrl("https://console.example.com")).toBe("https://api.example.com/cloud/v1");
  });

  it.each([
    ["invalid", json('{"mockApi":"on","apiOrigin":"api.example.com"}'), "The console's configuration (/app/config.json) is invalid: apiOrigin: expected empty or an origin such as https://api.example.com (no path); mockApi: expected one of off, offered, default."],
    ["not JSON", json('{"mockApi": "off",}'), "The console's configuration (/app/config.json) is not valid JSON."],
    ["refused by the server", new Response("Forbidden", { status: 403 }), "The console's configuration (/app/config.json) could not be loaded (HTTP 403). Reload the page."],
    ["unreachable", new TypeError("Failed to fetch"), "The console's configuration (/app/config.json) could not be loaded (Failed to fetch). Check your connection and reload the page."],
  ])("says what is wrong when the file is %s, and applies nothing", async (_case, response, message) => {
    await expect(loadRuntimeConfig(serving(response))).rejects.toThrow(message);
    expect(getRuntimeConfig()).toEqual(BUILT_IN_CONFIG);
  });
});
