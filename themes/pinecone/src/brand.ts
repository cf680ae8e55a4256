import type { BrandTokens } from "@cloudconsole/ui/theme";

/** Pinecone Cloud's brand: its colour, typeface and shapes; makeTheme derives every other token. */
export const brand: BrandTokens = {
  primary: "#166534",
  fontFamily: "\"Lucida Grande\", \"Lucida Sans Unicode\", sans-serif",
  sidenav: { background: "#052e16" },
  dark: { primary: "#86efac", sidenav: { background: "#031a0c" } },
};
