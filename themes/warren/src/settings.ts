import type { ProviderSettings } from "@cloudconsole/provider";

/** Warren without its styles and logo, so Node tools (the e2e server) can read it: the default mock configuration. */
export const settings: ProviderSettings = {
  id: "warren",
  name: "Warren",
  mockConfig: "default",
};
