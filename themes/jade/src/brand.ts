import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Jade Compute's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#047857",
  fontFamily: "Tahoma, Verdana, sans-serif",
  sidenav: { background: "#022c22" },
  dark: { primary: "#6ee7b7", sidenav: { background: "#01190f" } },
};
