import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const tableWrap = style({ overflowX: "auto", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.surface });
export const table = style({ width: "100%", minWidth: 640, borderCollapse: "separate", borderSpacing: 0, fontSize: vars.font.size.sm });
export const screen = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, maxWidth: 960, minWidth: 0 });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: vars.layout.formMaxWidth });
export const specGrid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: vars.space.sm, border: 0, padding: 0, margin: 0 });
export const legend = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, marginBottom: vars.space.xs, padding: 0 });
export const specOption = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.primary, background: vars.color.primarySurface, color: vars.color.primarySurfaceText },
    "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.6 },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const specTitle = style({ fontWeight: vars.font.weight.bold });
export const specText = style({ fontSize: vars.font.size.sm });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const credentials = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap", fontFamily: vars.font.monoFamily });
