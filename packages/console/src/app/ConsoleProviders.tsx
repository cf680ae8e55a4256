import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@cloudconsole/sdk";
import type { ProviderDefinition } from "@cloudconsole/provider";
import { ApiClientProvider } from "../api/ApiClientContext";
import { ProviderProvider } from "./ProviderContext";
import { ThemeRoot } from "./ThemeRoot";

/** The provider, theme, API client and query cache every screen relies on. */
export function ConsoleProviders({ provider, client, queryClient, children }: { provider: ProviderDefinition; client: ApiClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <ProviderProvider provider={provider}>
      <ThemeRoot>
        <ApiClientProvider client={client}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ApiClientProvider>
      </ThemeRoot>
    </ProviderProvider>
  );
}
