import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Harbor Cloud's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#334e68",
  fontFamily: "\"Helvetica Neue\", Arial, sans-serif",
  sidenav: { background: "#102a43" },
  dark: { primary: "#9fb3c8", sidenav: { background: "#0a1b2b" } },
};
