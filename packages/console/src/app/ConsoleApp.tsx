import { useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import type { ApiClient } from "@cloudconsole/sdk";
import type { ProviderDefinition } from "@cloudconsole/ui/theme";
import { ApiClientProvider, createConsoleApiClient } from "../api/ApiClientContext";
import { APP_BASE_PATH } from "../config/runtime";
import { ProviderProvider } from "./ProviderContext";
import { createConsoleQueryClient } from "./queryClient";
import { ConsoleRoutes } from "./routes";
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

/** The whole console for one provider, routed under /app. */
export function ConsoleApp({ provider }: { provider: ProviderDefinition }) {
  const [client] = useState(() => createConsoleApiClient());
  const [queryClient] = useState(() => createConsoleQueryClient());
  return (
    <ConsoleProviders provider={provider} client={client} queryClient={queryClient}>
      <BrowserRouter basename={APP_BASE_PATH}>
        <ConsoleRoutes />
      </BrowserRouter>
    </ConsoleProviders>
  );
}
