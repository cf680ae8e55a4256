import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Mistral Cloud's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#0369a1",
  fontFamily: "Optima, Candara, \"Segoe UI\", sans-serif",
  sidenav: { background: "#082f49" },
  dark: { primary: "#7dd3fc", sidenav: { background: "#051c2c" } },
};
