import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Fjord Cloud's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#1e6091",
  fontFamily: "\"Gill Sans\", \"Gill Sans MT\", Calibri, sans-serif",
  sidenav: { background: "#0c2a40" },
  dark: { primary: "#7fb7e6", sidenav: { background: "#071927" } },
};
