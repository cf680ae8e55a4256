import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** Bare metal pages read best at a bounded width. */
export const screen = style({ maxWidth: 960 });

/** The lease form keeps the console's form width. */
export const form = style({ maxWidth: vars.layout.formMaxWidth });
