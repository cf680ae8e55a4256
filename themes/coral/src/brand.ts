import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Coral Compute's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#c0392b",
  fontFamily: "\"Trebuchet MS\", \"Segoe UI\", sans-serif",
  radius: { sm: "8px", lg: "14px" },
  sidenav: { background: "#3d1410" },
  dark: { primary: "#f1948a", sidenav: { background: "#200a08" } },
};
