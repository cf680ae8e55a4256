import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** A screen's width; its parts are spaced by the Stack it is. */
export const screen = style({ maxWidth: 1100, minWidth: 0 });

/** Screens space their parts with `gap`; the page header's own bottom margin would double it. */
export const pageHeader = style({ marginBottom: 0 });

export const form = style({ maxWidth: 640, minWidth: 0 });
export const field = style({ flex: "1 1 240px", minWidth: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const text = style({ margin: 0 });
export const negative = style({ color: vars.color.errorText, fontWeight: vars.font.weight.bold });

/** The payment result under the return page's centred message. */
export const result = style({ maxWidth: 560, width: "100%", marginTop: vars.space.lg });
