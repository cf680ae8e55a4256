import type { ProviderDefinition } from "@cloudconsole/ui/theme";
import logoUrl from "./logo.svg";
import { dark, light } from "./theme.css";

/** The metal provider: bare metal only, on its own mock configuration; its loading screen waits 2 s. */
export const metal: ProviderDefinition = {
  id: "metal",
  name: "Metal",
  themeClass: { light, dark },
  logoUrl,
  loadingDelayMs: 2000,
  mockConfig: "metal",
};
