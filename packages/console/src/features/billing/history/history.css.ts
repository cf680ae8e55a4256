import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** A screen's width; its parts are spaced by the Stack it is. */
export const screen = style({ maxWidth: 1100, minWidth: 0 });

/** Screens space their parts with `gap`; the page header's own bottom margin would double it. */
export const pageHeader = style({ marginBottom: 0 });

/** Explanations under a section's title. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A section's error: its text and a retry. */
export const error = style({ color: vars.color.text });

/** Amounts that add to the credit. */
export const credit = style({ color: vars.color.successText });

/** The usage chart's box: a fixed height, the full width of its card. */
export const chart = style({ width: "100%", height: 240, minWidth: 0 });

/** The chart's figure sits flush in its card. */
export const figure = style({ margin: 0, minWidth: 0 });
