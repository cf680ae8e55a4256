import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Nimbus Data's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#475569",
  fontFamily: "\"Segoe UI\", Roboto, sans-serif",
  radius: { sm: "10px", lg: "16px" },
  sidenav: { background: "#1e293b" },
  dark: { primary: "#cbd5e1", sidenav: { background: "#0f172a" } },
};
