import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** A short explanation beside what it concerns, quieter than the form or figures around it. */
export const policy = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
