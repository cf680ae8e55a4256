import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Ember Networks's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#c2410c",
  fontFamily: "\"Segoe UI\", system-ui, sans-serif",
  sidenav: { background: "#3b1405" },
  dark: { primary: "#fb923c", sidenav: { background: "#1e0a03" } },
};
