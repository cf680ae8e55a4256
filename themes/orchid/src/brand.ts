import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Orchid Hosting's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#a21caf",
  fontFamily: "\"Century Gothic\", \"Avant Garde\", sans-serif",
  sidenav: { background: "#3b0a40" },
  dark: { primary: "#f0abfc", sidenav: { background: "#210523" } },
};
