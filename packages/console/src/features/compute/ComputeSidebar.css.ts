import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** The sidebar fills the shell's column, so its list can scroll inside it. */
export const sidebar = style({ height: "100%", minHeight: 0, padding: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.textMuted, textTransform: "uppercase" });

export const scroller = style({ flex: 1, minHeight: 120, overflowY: "auto", contain: "strict" });

export const item = style({
  position: "absolute",
  left: 0,
  right: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { background: vars.color.surfaceSunken },
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  selectors: { '&[aria-current="page"]': { background: vars.color.primarySurface, color: vars.color.primarySurfaceText } },
});

export const itemName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
