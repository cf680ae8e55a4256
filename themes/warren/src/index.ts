import type { ProviderDefinition } from "@cloudconsole/ui/theme";
import logoUrl from "./logo.svg";
import { dark, light } from "./theme.css";

/** The warren provider: its theme, logo and the mock configuration it runs on by default. */
export const warren: ProviderDefinition = {
  id: "warren",
  name: "Warren",
  themeClass: { light, dark },
  logoUrl,
  mockConfig: "default",
};
