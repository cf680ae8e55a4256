import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const list = style({
  display: "flex",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: "auto",
  // Scroll sideways on narrow screens instead of wrapping tabs onto a second row.
  scrollbarWidth: "none",
  "@media": { [mobileMediaQuery]: { gap: 0 } },
});

export const trigger = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: vars.layout.inputHeight,
  padding: `0 ${vars.space.md}`,
  marginBottom: "-1px",
  border: 0,
  borderBottom: "2px solid transparent",
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    "&:hover:not(:disabled)": { color: vars.color.text, borderBottomColor: vars.color.borderStrong },
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    "&:focus-visible": { outlineOffset: "-2px" },
    "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const panel = style({
  minWidth: 0,
  selectors: {
    "&:focus-visible": { outlineOffset: "4px" },
    // Kept-mounted panels of unselected tabs (keepMounted) stay in the DOM but out of sight and of the accessibility tree.
    '&[data-state="inactive"]': { display: "none" },
  },
});
