import type { ProviderDefinition } from "@cloudconsole/provider";
import logoUrl from "./logo.svg";
import { settings } from "./settings";
import { dark, light } from "./theme.css";

/** The Baobab Hosting provider: its settings with its theme and logo. */
export const baobab: ProviderDefinition = {
  ...settings,
  themeClass: { light, dark },
  logoUrl,
  loadPlatform: () => import("./platform").then((module) => module.platform),
};
