import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: 1100,
  maxWidth: "min(320px, calc(100vw - 16px))",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
});

export const arrow = style({ fill: vars.color.text });
