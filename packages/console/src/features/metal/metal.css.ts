import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** Bare metal pages read best at a bounded width. */
export const screen = style({ maxWidth: 960 });

/** The lease form keeps the console's form width. */
export const form = style({ maxWidth: vars.layout.formMaxWidth });

/** The lease's price: the monthly figure stands out, the hourly one explains it. */
export const price = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const priceSub = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
