import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Baobab Hosting's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#8b4513",
  fontFamily: "Georgia, \"Times New Roman\", serif",
  radius: { sm: "6px", lg: "12px" },
  sidenav: { background: "#3b1f0b" },
  dark: { primary: "#e0a16b", sidenav: { background: "#1f1006" } },
};
