import { afterEach, describe, expect, it } from "vitest";
import { createConsoleApiClient } from "../api/ApiClientContext";
import { setupMockApi } from "../testing/mockApi";
import { applyRuntimeConfig } from "./runtime";

afterEach(() => {
  applyRuntimeConfig({});
});

describe("the runtime configuration's wire profile", () => {
  const mock = setupMockApi({ configName: "default" });

  /** The content type and body of the Floating IP reservation the console's client sends under `file`'s settings. */
  async function reservationSent(file: Parameters<typeof applyRuntimeConfig>[0]) {
    applyRuntimeConfig(file);
    const sent: { type: string | null; body: string }[] = [];
    mock.server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/tll/network/ip_addresses")) sent.push({ type: request.headers.get("content-type"), body: await request.clone().text() });
    });
    const account = mock.store.state.billingAccounts[0]?.id ?? 0;
    await createConsoleApiClient("http://localhost/v1").POST("/{location}/network/ip_addresses", { params: { path: { location: "tll" } }, body: { billing_account_id: account, name: "front" } });
    mock.server.events.removeAllListeners();
    return { sent, account };
  }

  it("sends fields as the contract says by default (a form)", async () => {
    const { sent, account } = await reservationSent({});
    expect(sent).toEqual([{ type: expect.stringMatching(/^application\/x-www-form-urlencoded/), body: `billing_account_id=${account}&name=front` }]);
  });

  it("sends them as the provider's published API takes them under the published profile (JSON here)", async () => {
    const { sent, account } = await reservationSent({ wireEncoding: "published" });
    expect(sent).toEqual([{ type: expect.stringMatching(/^application\/json/), body: JSON.stringify({ billing_account_id: account, name: "front" }) }]);
  });
});
