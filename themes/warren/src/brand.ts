import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Warren's brand: a deep green, with a lighter green that reads on dark backgrounds. */
export const brand: BrandTokens = {
  primary: "#13795b",
  fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, sans-serif',
  sidenav: { background: "#0f3d30" },
  dark: { primary: "#3ecf9a", sidenav: { background: "#0b241d" } },
};
