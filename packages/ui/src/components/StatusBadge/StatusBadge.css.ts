import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

const pulse = keyframes({
  "0%": { transform: "scale(1)", opacity: 0.7 },
  "100%": { transform: "scale(2.6)", opacity: 0 },
});

export const dot = style({ position: "relative", flexShrink: 0, width: "8px", height: "8px", borderRadius: vars.radius.full, backgroundColor: "currentColor" });

export const dotTone = styleVariants({
  neutral: { color: vars.color.borderStrong },
  info: { color: vars.color.primary },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  error: { color: vars.color.error },
});

// A ring expanding from the dot: "this is changing" (creating, stopping, cleaning…).
export const pulsing = style({
  selectors: {
    "&::after": {
      content: '""',
      position: "absolute",
      inset: 0,
      borderRadius: vars.radius.full,
      backgroundColor: "currentColor",
      animation: `${pulse} 1.4s ease-out infinite`,
    },
  },
  "@media": {
    // No motion for those who asked for less; the dot stays, the text still says what is happening.
    "(prefers-reduced-motion: reduce)": { selectors: { "&::after": { animation: "none", opacity: 0 } } },
  },
});
