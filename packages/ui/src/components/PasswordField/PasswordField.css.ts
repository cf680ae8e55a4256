import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.layout.inputHeight,
  height: vars.layout.inputHeight,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { color: vars.color.text },
    "&:focus-visible": { outlineOffset: "-2px" },
    "&:disabled": { cursor: "not-allowed" },
  },
});

export const icon = style({ width: "18px", height: "18px" });
