import type { ProviderDefinition } from "@cloudconsole/ui/theme";
import logoUrl from "./logo.svg";
import { settings } from "./settings";
import { dark, light } from "./theme.css";

/** The warren provider: its settings with its theme and logo. */
export const warren: ProviderDefinition = { ...settings, themeClass: { light, dark }, logoUrl };
