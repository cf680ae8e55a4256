import type { ProviderSettings } from "@cloudconsole/provider";

/** Kestrel IaaS without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "kestrel",
  name: "Kestrel IaaS",
  mockConfig: "default",
};
