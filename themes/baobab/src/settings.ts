import type { ProviderSettings } from "@cloudconsole/provider";

/** Baobab Hosting without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "baobab",
  name: "Baobab Hosting",
  mockConfig: "default",
};
