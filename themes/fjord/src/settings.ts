import type { ProviderSettings } from "@cloudconsole/provider";

/** Fjord Cloud without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "fjord",
  name: "Fjord Cloud",
  mockConfig: "default",
};
