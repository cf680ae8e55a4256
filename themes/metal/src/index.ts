import type { ProviderDefinition } from "@cloudconsole/ui/theme";
import logoUrl from "./logo.svg";
import { settings } from "./settings";
import { dark, light } from "./theme.css";

/** The metal provider: its settings with its theme and logo. */
export const metal: ProviderDefinition = { ...settings, themeClass: { light, dark }, logoUrl };
