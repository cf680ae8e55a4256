import { style } from "@vanilla-extract/css";
import { mobileMediaQuery, vars } from "@cloudconsole/ui/theme";

export const filters = style({
  display: "grid",
  gridTemplateColumns: "minmax(200px, 2fr) minmax(140px, 1fr) minmax(140px, 1fr)",
  gap: vars.space.sm,
  alignItems: "end",
  "@media": { [mobileMediaQuery]: { gridTemplateColumns: "1fr" } },
});

export const count = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const scroller = style({
  // Bounded so only rows in view are rendered; a short list takes only the room it needs.
  maxHeight: "max(320px, calc(100dvh - 300px))",
  overflow: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

// Fits the page beside the 320 px sidebar on a 1280 px screen; narrower screens scroll the table sideways.
export const table = style({ width: "100%", minWidth: 760, borderCollapse: "separate", borderSpacing: 0, fontSize: vars.font.size.sm, tableLayout: "fixed" });

export const headCell = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  height: 40,
  padding: `0 ${vars.space.sm}`,
  textAlign: "left",
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
  whiteSpace: "nowrap",
});

export const sortButton = style({
  all: "unset",
  cursor: "pointer",
  display: "inline-flex",
  gap: vars.space.xxs,
  alignItems: "center",
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const row = style({ selectors: { "&:hover": { background: vars.color.surfaceSunken } } });

export const cell = style({
  height: 44,
  padding: `0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const muted = style({ color: vars.color.textMuted });

export const nameLink = style({ color: vars.color.link, fontWeight: vars.font.weight.medium, textDecoration: "none", ":hover": { textDecoration: "underline" } });

export const empty = style({ padding: vars.space.xl, textAlign: "center", color: vars.color.textMuted });
