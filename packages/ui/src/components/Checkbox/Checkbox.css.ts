import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({ display: "inline-flex", flexDirection: "column", gap: vars.space.xxs, fontSize: vars.font.size.sm, color: vars.color.text });

export const label = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  lineHeight: "20px",
  cursor: "pointer",
  selectors: { "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.55 } },
});

export const control = style({ position: "relative", display: "inline-flex", flexShrink: 0, marginTop: "2px" });

/** The real checkbox, transparent over the box so it stays clickable and focusable. */
export const input = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "inherit",
  zIndex: 1,
});

export const box = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "16px",
  height: "16px",
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.primaryText,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${input}:checked + &, ${input}:indeterminate + &`]: { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.error },
    [`${input}:hover:not(:disabled):not(:checked) + &`]: { borderColor: vars.color.text },
  },
});

export const check = style({
  width: "12px",
  height: "12px",
  display: "none",
  selectors: { [`${input}:checked:not(:indeterminate) + ${box} &`]: { display: "block" } },
});

export const dash = style({
  width: "12px",
  height: "12px",
  display: "none",
  selectors: { [`${input}:indeterminate + ${box} &`]: { display: "block" } },
});

// Lined up under the label text: box width plus the gap.
export const description = style({ paddingLeft: `calc(16px + ${vars.space.sm})`, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });

export const error = style({ paddingLeft: `calc(16px + ${vars.space.sm})`, color: vars.color.errorText, lineHeight: vars.font.lineHeight.normal });
