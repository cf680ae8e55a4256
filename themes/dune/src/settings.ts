import type { ProviderSettings } from "@cloudconsole/provider";

/** Dune Systems without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "dune",
  name: "Dune Systems",
  mockConfig: "default",
  labels: {
    integrationId: "Partner customer ID"
  },
};
