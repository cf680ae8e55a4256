import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Glacier Hosting's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#0e7490",
  fontFamily: "system-ui, -apple-system, \"Segoe UI\", sans-serif",
  radius: { sm: "2px", lg: "6px" },
  sidenav: { background: "#083344" },
  dark: { primary: "#67e8f9", sidenav: { background: "#04222c" } },
};
