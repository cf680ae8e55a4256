import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** A screen's width; its parts are spaced by the Stack it is. */
export const screen = style({ maxWidth: 1100, minWidth: 0 });

/** Screens space their parts with `gap`; the page header's own bottom margin would double it. */
export const pageHeader = style({ marginBottom: 0 });

export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const form = style({ maxWidth: 560, minWidth: 0 });
export const inlineField = style({ flex: "1 1 220px", minWidth: 0 });

export const secret = style({
  display: "block",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.monoFamily,
  overflowWrap: "anywhere",
});


