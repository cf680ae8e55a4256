import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Quartz Compute's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#52525b",
  fontFamily: "\"SF Mono\", Menlo, Consolas, monospace",
  radius: { sm: "3px", lg: "6px" },
  sidenav: { background: "#18181b" },
  dark: { primary: "#d4d4d8", sidenav: { background: "#0e0e10" } },
};
