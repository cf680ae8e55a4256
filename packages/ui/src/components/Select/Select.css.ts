import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const control = style({ position: "relative", display: "flex", alignItems: "center" });

export const select = style({
  width: "100%",
  height: vars.layout.inputHeight,
  padding: `0 calc(${vars.space.md} + 20px) 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  appearance: "none",
  cursor: "pointer",
  textOverflow: "ellipsis",
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    "&:hover:not(:disabled)": { borderColor: vars.color.text },
    "&:focus-visible": { outlineOffset: 0, borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    "&:disabled": { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: "not-allowed" },
    // The placeholder option ("Choose…") reads as a hint, like an input's placeholder.
    "&:has(option[value='']:checked)": { color: vars.color.textMuted },
  },
});

export const option = style({ color: vars.color.text, backgroundColor: vars.color.surface });

export const chevron = style({
  position: "absolute",
  right: vars.space.md,
  width: "16px",
  height: "16px",
  color: vars.color.textMuted,
  pointerEvents: "none",
});
