import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  width: "100%",
  maxWidth: vars.layout.formMaxWidth,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.errorText, marginLeft: vars.space.xxs });

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.errorText });

export const control = style({ position: "relative", display: "flex", alignItems: "center" });

export const input = style({
  width: "100%",
  height: vars.layout.inputHeight,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&:hover:not(:disabled)": { borderColor: vars.color.text },
    "&:focus-visible": { outlineOffset: 0, borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    "&:disabled": { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: "not-allowed" },
  },
});

/** Room on the right for a trailing control such as the password toggle. */
export const inputWithEnd = style({ paddingRight: `calc(${vars.layout.inputHeight} + ${vars.space.xs})` });

export const end = style({
  position: "absolute",
  top: 0,
  right: 0,
  bottom: 0,
  display: "flex",
  alignItems: "center",
});
