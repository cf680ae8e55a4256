import type { ProviderDefinition } from "@cloudconsole/ui/theme";

/** Warren without its styles and logo, so Node tools (the e2e server) can read it: the default mock configuration. */
export const settings: Omit<ProviderDefinition, "themeClass" | "logoUrl"> = {
  id: "warren",
  name: "Warren",
  mockConfig: "default",
};
