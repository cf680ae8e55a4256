import type { ProviderSettings } from "@cloudconsole/provider";

/** Coral Compute without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "coral",
  name: "Coral Compute",
  mockConfig: "default",
};
