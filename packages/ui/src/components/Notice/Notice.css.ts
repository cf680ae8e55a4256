import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid transparent`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const tone = styleVariants({
  primary: { backgroundColor: vars.color.primarySurface, color: vars.color.primarySurfaceText, borderLeftColor: vars.color.primary },
  error: { backgroundColor: vars.color.errorSurface, color: vars.color.errorText, borderLeftColor: vars.color.error },
  success: { backgroundColor: vars.color.successSurface, color: vars.color.successText, borderLeftColor: vars.color.success },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({ margin: 0, overflowWrap: "anywhere" });
