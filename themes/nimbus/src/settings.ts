import type { ProviderSettings } from "@cloudconsole/provider";

/** Nimbus Data without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "nimbus",
  name: "Nimbus Data",
  mockConfig: "default",
};
