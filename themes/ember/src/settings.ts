import type { ProviderSettings } from "@cloudconsole/provider";

/** Ember Networks without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "ember",
  name: "Ember Networks",
  mockConfig: "default",
  createBanner: "New: create a virtual machine in Jakarta in under a minute.",
};
