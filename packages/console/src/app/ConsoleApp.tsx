import { useState } from "react";
import type { ProviderDefinition } from "@cloudconsole/provider";
import { createConsoleApiClient } from "../api/ApiClientContext";
import { keepUiConfigAcrossReloads } from "../config/savedUiConfig";
import { ConsoleProviders } from "./ConsoleProviders";
import { createConsoleQueryClient } from "./queryClient";
import { ConsoleScreens } from "./ConsoleScreens";

export { ConsoleProviders } from "./ConsoleProviders";

/** The whole console for one provider, under /app (routed once the visitor needs more than the login screen). */
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
      <ConsoleScreens />
    </ConsoleProviders>
  );
}
