import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** A screen's width; its parts are spaced by the Stack it is. */
export const screen = style({ maxWidth: 1100, minWidth: 0 });

/** Screens space their parts with `gap`; the page header's own bottom margin would double it. */
export const pageHeader = style({ marginBottom: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const form = style({ maxWidth: 700, minWidth: 0 });

/** A field in an inline form (field and button on one line): it takes the room the button leaves. */
export const growField = style({ flex: "1 1 160px", minWidth: 0 });

/** Addresses and subnets, as the machine prints them. */
export const mono = style({ fontFamily: vars.font.monoFamily, overflowWrap: "anywhere" });

/** The sidebar's own padding and scrolling inside the shell's column. */
export const sidebarFrame = style({ padding: vars.space.md, overflowY: "auto", flex: 1, minHeight: 0 });

export const sidebarTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.textMuted, textTransform: "uppercase" });
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
