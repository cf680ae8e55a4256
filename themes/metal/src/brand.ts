import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Metal's brand: steel blue with a square-cornered, technical look. */
export const brand: BrandTokens = {
  primary: "#2f5d8a",
  fontFamily: '"IBM Plex Sans", "Segoe UI", system-ui, sans-serif',
  radius: { sm: "2px", lg: "4px" },
  sidenav: { background: "#1c2733" },
  dark: { primary: "#6fa8dc", sidenav: { background: "#121a22" } },
};
