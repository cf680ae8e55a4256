import type { ProviderSettings } from "@cloudconsole/provider";

/** Aurora Cloud without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */
export const settings: ProviderSettings = {
  id: "aurora",
  name: "Aurora Cloud",
  mockConfig: "default",
  welcomeText: "Welcome back to Aurora: your servers are where you left them.",
};
