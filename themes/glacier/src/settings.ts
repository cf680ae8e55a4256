import type { ProviderSettings } from "@cloudconsole/provider";

/** Glacier Hosting without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "glacier",
  name: "Glacier Hosting",
  mockConfig: "default",
};
