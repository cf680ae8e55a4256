import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const root = style({
  display: "inline-flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const label = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  lineHeight: "20px",
  cursor: "pointer",
  selectors: { "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.55 } },
});

export const control = style({ position: "relative", display: "inline-flex", flexShrink: 0 });

/** The real checkbox, transparent but covering the track so it stays clickable and focusable. */
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

export const track = style({
  display: "inline-flex",
  alignItems: "center",
  width: "36px",
  height: "20px",
  padding: "2px",
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${input}:checked + &`]: { backgroundColor: vars.color.primary },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const thumb = style({
  width: "16px",
  height: "16px",
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${input}:checked + ${track} &`]: { transform: "translateX(16px)" } },
});

// Lined up under the label text: track width plus the gap.
export const description = style({
  paddingLeft: `calc(36px + ${vars.space.sm})`,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});
