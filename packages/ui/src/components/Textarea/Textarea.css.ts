import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const textarea = style({
  width: "100%",
  minHeight: `calc(2 * ${vars.layout.inputHeight})`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  resize: "vertical",
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&:hover:not(:disabled)": { borderColor: vars.color.text },
    "&:focus-visible": { outlineOffset: 0, borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    "&:disabled": { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: "not-allowed" },
  },
});

export const mono = style({ fontFamily: vars.font.monoFamily, fontSize: vars.font.size.sm });

export const footer = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });

export const count = style({ marginLeft: "auto", fontSize: vars.font.size.xs, color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });
