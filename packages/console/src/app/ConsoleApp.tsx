import { useState } from "react";
import { BrowserRouter } from "react-router";
import type { ProviderDefinition } from "@cloudconsole/provider";
import { createConsoleApiClient } from "../api/ApiClientContext";
import { APP_BASE_PATH } from "../config/runtime";
import { ConsoleProviders } from "./ConsoleProviders";
import { createConsoleQueryClient } from "./queryClient";
import { ConsoleRoutes } from "./routes";

export { ConsoleProviders } from "./ConsoleProviders";

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
