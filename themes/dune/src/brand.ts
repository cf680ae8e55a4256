import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Dune Systems's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#9a6b00",
  fontFamily: "Verdana, Geneva, sans-serif",
  sidenav: { background: "#3a2a05" },
  dark: { primary: "#e6b84c", sidenav: { background: "#1d1503" } },
};
