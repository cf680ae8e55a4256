import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** A screen's width; its parts are spaced by the Stack it is. */
export const screen = style({ maxWidth: 1100, minWidth: 0 });

/** Screens space their parts with `gap`; the page header's own bottom margin would double it. */
export const pageHeader = style({ marginBottom: 0 });

export const form = style({ maxWidth: 640, minWidth: 0 });

export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The catalogue's cards side by side, one column on a phone. */
export const catalogue = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" });

/** Sizes side by side, one column on a phone. */
export const sizes = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))" });

export const code = style({
  fontFamily: vars.font.monoFamily,
  fontSize: vars.font.size.sm,
  overflowWrap: "anywhere",
});

export const price = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0 });
