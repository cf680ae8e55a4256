import { style } from "@vanilla-extract/css";
import { mobileMediaQuery, vars } from "@cloudconsole/ui/theme";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 300px",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [mobileMediaQuery]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });


export const stepTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const stepText = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const choices = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))", gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const choice = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.primary, background: vars.color.primarySurface, color: vars.color.primarySurfaceText, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    "&:has(input:disabled)": { cursor: "not-allowed", background: vars.color.surfaceSunken, color: vars.color.textMuted },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const choiceInput = style({ position: "absolute", opacity: 0, pointerEvents: "none" });
export const choiceTitle = style({ fontWeight: vars.font.weight.bold });
export const choiceText = style({ fontSize: vars.font.size.sm });

export const segmented = style({ display: "inline-flex", border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.sm, overflow: "hidden", padding: 0, margin: 0, alignSelf: "flex-start" });
export const segment = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: "pointer",
  fontSize: vars.font.size.sm,
  selectors: {
    "&:has(input:checked)": { background: vars.color.primary, color: vars.color.primaryText },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const row = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))", gap: vars.space.sm });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.errorText });

export const summary = style({
  position: "sticky",
  top: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  "@media": { [mobileMediaQuery]: { position: "static" } },
});

export const price = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const priceSub = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const summaryList = style({ margin: 0, padding: 0, listStyle: "none", fontSize: vars.font.size.sm, display: "flex", flexDirection: "column", gap: vars.space.xxs });
