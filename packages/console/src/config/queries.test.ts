import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { createApiClient } from "@cloudconsole/sdk";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { CONFIG_CACHE_TIME_MS } from "./constants";
import { configQueries, getLoadedUiConfig } from "./queries";

const client = createApiClient({ baseUrl: "http://api.test/v1" });

describe("configuration cache", () => {
  it("keeps the configuration for a day", () => {
    expect(configQueries.ui(client).staleTime).toBe(CONFIG_CACHE_TIME_MS);
    expect(CONFIG_CACHE_TIME_MS).toBe(24 * 60 * 60 * 1000);
  });

  it("says 'Configuration not loaded yet…' when read before it is fetched", () => {
    const queryClient = new QueryClient();
    expect(() => getLoadedUiConfig(queryClient, client)).toThrow("Configuration not loaded yet, it must be manually fetched before the first use");
    queryClient.setQueryData(configQueries.ui(client).queryKey, mockUiConfig("default"));
    expect(getLoadedUiConfig(queryClient, client).siteCurrency).toBe("EUR");
  });
});
