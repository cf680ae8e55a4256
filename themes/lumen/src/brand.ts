import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Lumen Hosting's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#a16207",
  fontFamily: "Palatino, \"Palatino Linotype\", \"Book Antiqua\", serif",
  sidenav: { background: "#3d2603" },
  dark: { primary: "#facc15", sidenav: { background: "#1f1402" } },
};
