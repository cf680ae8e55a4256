import { afterEach, describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { createApiClient, type UiConfig } from "@cloudconsole/sdk";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { waitForState } from "../testing/waitForState";
import { CONFIG_CACHE_TIME_MS } from "./constants";
import { configQueries } from "./queries";
import { keepUiConfigAcrossReloads, savedUiConfigKey } from "./savedUiConfig";

const BASE_URL = "http://api.test/v1";
const NOW = Date.UTC(2026, 11, 6, 9);
const key = savedUiConfigKey(BASE_URL);

/** An API whose configuration call answers `served` (read at each call), counting the calls; after `hold()` they wait for `release()`. */
function fakeApi(served: () => UiConfig) {
  const api = { calls: 0 };
  let gate = Promise.resolve();
  let release = () => {};
  const client = createApiClient({
    baseUrl: BASE_URL,
    validate: false,
    fetch: async () => {
      api.calls++;
      await gate;
      return Response.json(served());
    },
  });
  const hold = () => {
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return { api, client, hold, release: () => release() };
}

/** A page load: a new query cache over the same browser storage. */
function load(client: ReturnType<typeof createApiClient>, now = NOW) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stop = keepUiConfigAcrossReloads(queryClient, client, localStorage, () => now);
  return { queryClient, stop, config: () => queryClient.getQueryData(configQueries.ui(client).queryKey) };
}

afterEach(() => localStorage.clear());

describe("the UI configuration across reloads", () => {
  it("saves the configuration the API serves, with when it arrived", async () => {
    const { client } = fakeApi(() => mockUiConfig("default"));
    const first = load(client);
    await first.queryClient.fetchQuery(configQueries.ui(client));
    const saved = JSON.parse(localStorage.getItem(key) ?? "{}") as { savedAt: number; config: UiConfig };
    expect(saved.config.siteName).toBe(mockUiConfig("default").siteName);
    expect(typeof saved.savedAt).toBe("number");
    first.stop();
  });

  it("starts a reload within the day from the saved copy, and refreshes it in the background", async () => {
    let served = { ...mockUiConfig("default"), loginTitle: "Before" };
    const { api, client, hold, release } = fakeApi(() => served);
    localStorage.setItem(key, JSON.stringify({ savedAt: NOW - CONFIG_CACHE_TIME_MS + 60_000, config: served }));
    served = { ...served, loginTitle: "After" };
    hold();
    const reload = load(client);
    // Shown at once, while the API has not answered yet.
    expect(reload.config()?.loginTitle).toBe("Before");
    expect(api.calls).toBe(1);
    release();
    await waitForState(() => expect(reload.config()?.loginTitle).toBe("After"));
    await waitForState(() => expect(JSON.parse(localStorage.getItem(key) ?? "{}")).toMatchObject({ config: { loginTitle: "After" } }));
    reload.stop();
  });

  it("waits for the API again once the saved copy is a day old", () => {
    const { api, client } = fakeApi(() => mockUiConfig("default"));
    localStorage.setItem(key, JSON.stringify({ savedAt: NOW - CONFIG_CACHE_TIME_MS, config: mockUiConfig("default") }));
    const reload = load(client);
    expect(reload.config()).toBeUndefined();
    expect(api.calls).toBe(0);
    expect(localStorage.getItem(key)).toBeNull();
    reload.stop();
  });

  it("ignores a saved copy it cannot read", () => {
    const { client } = fakeApi(() => mockUiConfig("default"));
    localStorage.setItem(key, "{not json");
    expect(load(client).config()).toBeUndefined();
  });

  it("keeps one copy per API: the embedded mock's is not the platform's", () => {
    localStorage.setItem(savedUiConfigKey("http://other.test/v1"), JSON.stringify({ savedAt: NOW, config: mockUiConfig("metal") }));
    const { client } = fakeApi(() => mockUiConfig("default"));
    expect(load(client).config()).toBeUndefined();
  });
});
