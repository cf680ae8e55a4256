import { useState, type ReactNode } from "react";
import { QueryClient } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { ProviderDefinition } from "@cloudconsole/provider";
import { ApiClientProvider, createConsoleApiClient } from "../api/ApiClientContext";
import { ConsoleProviders } from "../app/ConsoleProviders";
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from "../config/constants";
import { ProviderProvider } from "../app/ProviderContext";

/**
 * What a screen needs around it in a story or a component test: the provider theme in a given scheme,
 * a query cache with the console's freshness that never retries, and a router.
 */
export function StoryProviders({ provider, scheme = "light", route = "/", children }: { provider: ProviderDefinition; scheme?: "light" | "dark"; route?: string; children: ReactNode }) {
  // The console's freshness and collection times, so a screen reading a list cached by an earlier screen behaves as it
  // does in the console; no retries, so a failure shows at once.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS } } }));
  const [client] = useState(() => createConsoleApiClient("http://localhost/v1"));
  // A fixed scheme, whatever the visitor's preference, so each story shows exactly what the toolbar says.
  const fixed: ProviderDefinition = { ...provider, themeClass: { light: provider.themeClass[scheme], dark: provider.themeClass[scheme] } };
  return (
    <ProviderProvider provider={fixed}>
      <ConsoleProviders provider={fixed} client={client} queryClient={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ApiClientProvider>
      </ConsoleProviders>
    </ProviderProvider>
  );
}
