import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ minWidth: 0 });

export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  width: "fit-content",
  maxWidth: "100%",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

/** The chevron that says the summary opens: pointing right while closed, down once open. */
export const chevron = style({
  width: "14px",
  height: "14px",
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${root}[open] &`]: { transform: "rotate(90deg)" } },
});

export const content = style({ marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.size.sm });
