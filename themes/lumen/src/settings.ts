import type { ProviderSettings } from "@cloudconsole/provider";

/** Lumen Hosting without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "lumen",
  name: "Lumen Hosting",
  mockConfig: "default",
};
