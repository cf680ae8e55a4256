import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Aurora Cloud's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#6b3fa0",
  fontFamily: "\"Avenir Next\", \"Segoe UI\", system-ui, sans-serif",
  sidenav: { background: "#2e1a47" },
  dark: { primary: "#b794f4", sidenav: { background: "#1b1029" } },
};
