import type { ProviderSettings } from "@cloudconsole/provider";

/** Ridge Metal without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "ridge",
  name: "Ridge Metal",
  mockConfig: "metal",
};
