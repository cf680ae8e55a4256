import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Kestrel IaaS's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#7c2d12",
  fontFamily: "\"Franklin Gothic Medium\", \"Arial Narrow\", Arial, sans-serif",
  radius: { sm: "0px", lg: "2px" },
  sidenav: { background: "#2c0f05" },
  dark: { primary: "#fdba74", sidenav: { background: "#190803" } },
};
