import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOCK_API_KEY } from "../src/constants.js";
import { createMockServer } from "../src/node.js";

describe("createMockServer (MSW in Node)", () => {
  const mock = createMockServer({ preset: "demo" });
  beforeAll(() => mock.listen());
  afterAll(() => mock.close());

  it("answers fetch calls to any origin's /v1", async () => {
    const response = await fetch("https://api.example.test/v1/config/ui/config");
    expect(await response.json()).toMatchObject({ siteTheme: "warren" });
  });

  it("keeps state between calls and resets it", async () => {
    const headers = { apikey: MOCK_API_KEY };
    const before = ((await (await fetch("http://x.test/v1/user-resource/token/list", { headers })).json()) as unknown[]).length;
    await fetch("http://x.test/v1/user-resource/token", { method: "POST", headers, body: new URLSearchParams({ description: "n" }) });
    const after = ((await (await fetch("http://x.test/v1/user-resource/token/list", { headers })).json()) as unknown[]).length;
    expect(after).toBe(before + 1);
    mock.reset();
    const reset = ((await (await fetch("http://x.test/v1/user-resource/token/list", { headers })).json()) as unknown[]).length;
    expect(reset).toBe(before);
  });
});
