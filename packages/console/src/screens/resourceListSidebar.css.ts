import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** The sidebar's own padding and scrolling inside the shell's column. */
export const frame = style({ padding: vars.space.md, overflowY: "auto", flex: 1, minHeight: 0 });

export const link = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { background: vars.color.surfaceSunken },
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  selectors: { '&[aria-current="page"]': { background: vars.color.primarySurface, color: vars.color.primarySurfaceText } },
});

export const name = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The heading of one list in a sidebar with several. */
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.textMuted, textTransform: "uppercase" });
