import { useState } from "react";
import { BrowserRouter } from "react-router";
import type { ProviderDefinition } from "@cloudconsole/provider";
import { createConsoleApiClient } from "../api/ApiClientContext";
import { APP_BASE_PATH } from "../config/runtime";
import { keepUiConfigAcrossReloads } from "../config/savedUiConfig";
import { ConsoleProviders } from "./ConsoleProviders";
import { createConsoleQueryClient } from "./queryClient";
import { ConsoleRoutes } from "./routes";

export { ConsoleProviders } from "./ConsoleProviders";

/** The whole console for one provider, routed under /app. */
export function ConsoleApp({ provider }: { provider: ProviderDefinition }) {
  const [client] = useState(() => createConsoleApiClient());
  const [queryClient] = useState(() => {
    const created = createConsoleQueryClient();
    // For the page's lifetime: the saved configuration is read now and every one served is saved.
    keepUiConfigAcrossReloads(created, client);
    return created;
  });
  return (
    <ConsoleProviders provider={provider} client={client} queryClient={queryClient}>
      <BrowserRouter basename={APP_BASE_PATH}>
        <ConsoleRoutes />
      </BrowserRouter>
    </ConsoleProviders>
  );
}
