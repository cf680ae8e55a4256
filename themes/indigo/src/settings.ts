import type { ProviderSettings } from "@cloudconsole/provider";

/** Indigo Servers without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "indigo",
  name: "Indigo Servers",
  mockConfig: "default",
};
