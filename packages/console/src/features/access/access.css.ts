import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const screen = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, maxWidth: 1100, minWidth: 0 });
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
export const sectionHeader = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, flexWrap: "wrap" });

/** Screens space their parts with `gap`; the page header's own bottom margin would double it. */
export const pageHeader = style({ marginBottom: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: 560, minWidth: 0 });
export const formActions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });
export const inlineForm = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm, flexWrap: "wrap" });
export const inlineField = style({ flex: "1 1 220px", minWidth: 0 });

export const secret = style({
  display: "block",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.monoFamily,
  overflowWrap: "anywhere",
});
export const secretRow = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });

/** The sidebar's own padding and scrolling inside the shell's column. */
export const sidebarFrame = style({ padding: vars.space.md, overflowY: "auto", flex: 1, minHeight: 0 });

/** The Access sidebar (320 px column of the desktop shell; the landing list on phones). */
export const sidebar = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
export const sidebarActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const sidebarTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.textMuted, textTransform: "uppercase" });
export const sidebarList = style({ margin: 0, padding: 0, listStyle: "none", display: "flex", flexDirection: "column" });
export const sidebarLink = style({
  display: "block",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  ":hover": { background: vars.color.surfaceSunken },
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  selectors: { '&[aria-current="page"]': { background: vars.color.primarySurface, color: vars.color.primarySurfaceText } },
});
export const sidebarEmpty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
