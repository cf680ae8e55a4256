import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});

// Spec font sizes: 32, 24, 18 and 16 px for levels 1 to 4.
export const level = styleVariants({
  1: { fontSize: vars.font.size.xxl },
  2: { fontSize: vars.font.size.xl },
  3: { fontSize: vars.font.size.lg },
  4: { fontSize: vars.font.size.md },
});
