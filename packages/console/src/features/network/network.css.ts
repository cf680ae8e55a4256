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


