// Plain classes rather than a recipe: picking the variant classes is three lookups in Button.tsx, and the recipe
// runtime would be one more script in every first load.
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: "nowrap",
  textDecoration: "none",
  cursor: "pointer",
  userSelect: "none",
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: "progress" },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceSunken } },
  },
  ghost: {
    backgroundColor: "transparent",
    color: vars.color.link,
    selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceSunken } },
  },
  danger: {
    backgroundColor: vars.color.error,
    color: vars.color.errorContrast,
    selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.errorHover } },
  },
});

export const size = styleVariants({
  sm: { minHeight: "28px", padding: `0 ${vars.space.sm}`, fontSize: vars.font.size.sm },
  md: { minHeight: vars.layout.inputHeight, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.sm },
  lg: { minHeight: "44px", padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.md },
});

export const fullWidth = style({ width: "100%" });
