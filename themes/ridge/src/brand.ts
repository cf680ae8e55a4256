import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Ridge Metal's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#44403c",
  fontFamily: "\"IBM Plex Sans\", \"Segoe UI\", system-ui, sans-serif",
  radius: { sm: "2px", lg: "4px" },
  sidenav: { background: "#1c1917" },
  dark: { primary: "#d6d3d1", sidenav: { background: "#0c0a09" } },
};
