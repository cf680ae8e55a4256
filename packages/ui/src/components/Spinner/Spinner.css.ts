import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: "solid",
  borderColor: "currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.7s linear infinite`,
  verticalAlign: "middle",
  "@media": {
    // Keep it turning slowly: a frozen ring would look like a broken icon.
    "(prefers-reduced-motion: reduce)": { animationDuration: "1.6s !important", animationIterationCount: "infinite !important" },
  },
});

export const size = styleVariants({
  sm: { width: "14px", height: "14px", borderWidth: "2px" },
  md: { width: "20px", height: "20px", borderWidth: "2px" },
  lg: { width: "32px", height: "32px", borderWidth: "3px" },
});
