import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  maxWidth: "100%",
  padding: `0 ${vars.space.sm}`,
  minHeight: "20px",
  borderRadius: vars.radius.full,
  border: "1px solid transparent",
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: "18px",
  whiteSpace: "nowrap",
  verticalAlign: "middle",
});

export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
  info: { backgroundColor: vars.color.primarySurface, color: vars.color.primarySurfaceText },
  success: { backgroundColor: vars.color.successSurface, color: vars.color.successText },
  warning: { backgroundColor: vars.color.warningSurface, color: vars.color.warningText },
  error: { backgroundColor: vars.color.errorSurface, color: vars.color.errorText },
});

export const text = style({ overflow: "hidden", textOverflow: "ellipsis" });
