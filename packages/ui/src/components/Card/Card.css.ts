import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
});

export const elevated = style({ boxShadow: vars.shadow.md, borderColor: "transparent" });
