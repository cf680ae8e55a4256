import { fallbackVar, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";

// Resets shared by every provider; colours come from whichever theme class is on <html> or an ancestor.
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  colorScheme: fallbackVar(vars.colorScheme, "light dark"),
  WebkitTextSizeAdjust: "100%",
});

globalStyle("body", {
  margin: 0,
  fontFamily: fallbackVar(vars.font.family, "system-ui, sans-serif"),
  fontSize: fallbackVar(vars.font.size.md, "16px"),
  lineHeight: fallbackVar(vars.font.lineHeight.normal, "1.5"),
  color: fallbackVar(vars.color.text, "CanvasText"),
  backgroundColor: fallbackVar(vars.color.background, "Canvas"),
  WebkitFontSmoothing: "antialiased",
});

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle(":focus-visible", {
  outline: `2px solid ${fallbackVar(vars.color.focusRing, "Highlight")}`,
  outlineOffset: "2px",
});

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
