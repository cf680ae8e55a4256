import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const form = style({ maxWidth: vars.layout.formMaxWidth });
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
// An id is short: a narrow field reads as one.
export const field = style({ maxWidth: 320 });
