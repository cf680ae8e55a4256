import { operationMeta } from "@cloudconsole/sdk";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createMockApi } from "../src/api.js";
import { MOCK_API_KEY } from "../src/constants.js";
import { manualClock } from "../src/store/clock.js";

const NO_HANDLER = "The mock API has no handler for";

/** A concrete URL for an operation key such as `get /{location}/network/networks`. */
function concrete(operationKey: string): { method: string; url: string } {
  const [method = "get", template = "/"] = operationKey.split(" ");
  const path = template.replace(/\{location\}/g, "tll").replace(/\{[^}]+\}/g, "x");
  return { method: method.toUpperCase(), url: `http://mock.test/v1${path}` };
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
