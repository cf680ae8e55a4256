import type { ProviderSettings } from "@cloudconsole/provider";

/** Quartz Compute without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "quartz",
  name: "Quartz Compute",
  mockConfig: "default",
};
