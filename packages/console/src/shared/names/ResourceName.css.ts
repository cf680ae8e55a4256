import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** A name keeps its own direction: it never reorders the text around it, nor the text around it the name. */
export const name = style({ unicodeBidi: "isolate" });

/** A direction control shown by its code point, set apart from the name's own characters. */
export const control = style({
  fontFamily: vars.font.monoFamily,
  fontSize: "0.85em",
  color: vars.color.warningText,
  background: vars.color.warningSurface,
  borderRadius: vars.radius.sm,
});

/** The mark before a name holding direction controls. */
export const flag = style({
  color: vars.color.warningText,
  cursor: "help",
});
