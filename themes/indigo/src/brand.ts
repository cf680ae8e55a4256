import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Indigo Servers's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#4338ca",
  fontFamily: "\"Hiragino Sans\", \"Yu Gothic\", \"Segoe UI\", sans-serif",
  sidenav: { background: "#1e1b4b" },
  dark: { primary: "#a5b4fc", sidenav: { background: "#12103a" } },
};
