import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });

export const block = style({
  display: "block",
  backgroundColor: vars.color.surfaceSunken,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const variant = styleVariants({
  text: { height: "1em", borderRadius: vars.radius.sm, margin: "0.25em 0" },
  rect: { borderRadius: vars.radius.lg },
  circle: { borderRadius: vars.radius.full, flexShrink: 0 },
});

export const lines = style({ display: "flex", flexDirection: "column", width: "100%" });
