import { operationMeta } from "@cloudconsole/sdk";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createMockApi } from "../src/api.js";
import { MOCK_API_KEY } from "../src/constants.js";
import { apiRoutes, domainHandlers } from "../src/handlers/index.js";
import { createMockStore } from "../src/store/store.js";
import { manualClock } from "../src/store/clock.js";

const NO_HANDLER = "The mock API has no handler for";
const BASE = "http://mock.test/v1";

/** A concrete URL for an operation key such as `get /{location}/network/networks`. */
function concrete(operationKey: string): { method: string; url: string } {
  const [method = "get", template = "/"] = operationKey.split(" ");
  const path = template.replace(/\{location\}/g, "tll").replace(/\{[^}]+\}/g, "x");
  return { method: method.toUpperCase(), url: `${BASE}${path}` };
}

describe("every contract operation has a handler", () => {
  const { handlers } = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });

  it.each(Object.keys(operationMeta))("%s", async (operationKey) => {
    const { method, url } = concrete(operationKey);
    const response = await getResponse(handlers, new Request(url, { method, headers: { apikey: MOCK_API_KEY } }));
    expect(response, "no response at all").toBeDefined();
    const text = (await response?.text()) ?? "";
    expect(text.includes(NO_HANDLER), text).toBe(false);
  });
});

describe("every handler is a contract operation", () => {
  const store = createMockStore({ preset: "demo", clock: manualClock() });
  const routes = apiRoutes(BASE);
  /** The operation key a handler answers, from its method and MSW path (`:name` back to `{name}`). */
  const operationOf = (info: { method: unknown; path: unknown }) =>
    `${String(info.method).toLowerCase()} ${String(info.path).slice(BASE.length).replace(/:([^/]+)/g, "{$1}")}`;
  const handled = domainHandlers.flatMap((domain) => domain(store, routes)).map((handler) => operationOf(handler.info));

  it("answers only the calls the contract has", () => {
    expect(handled.filter((key) => !(key in operationMeta))).toEqual([]);
  });

  it("has one handler per operation", () => {
    expect(handled.filter((key, index) => handled.indexOf(key) !== index)).toEqual([]);
  });

  it.each([
    // bapung-go's older name of boot_iso_media, which the contract does not offer.
    ["POST", "/tll/user-resource/vm/boot"],
    ["DELETE", "/user-resource/impersonation/x"],
    // The allow-list is location-scoped, as the published API marks it: the unscoped path is not a call.
    ["GET", "/user-resource/service/package/x/whitelist_addresses"],
  ])("leaves %s %s, which the contract does not have, to the catch-all", async (method, path) => {
    const { handlers } = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    const response = await getResponse(handlers, new Request(`${BASE}${path}`, { method, headers: { apikey: MOCK_API_KEY } }));
    expect(response?.status).toBe(404);
    expect(await response?.text()).toContain(NO_HANDLER);
  });
});
