import type { ProviderSettings } from "@cloudconsole/provider";

/** Jade Compute without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "jade",
  name: "Jade Compute",
  mockConfig: "default",
};
