import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const banner = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
});
