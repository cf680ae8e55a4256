import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** A VM's page reads best at a bounded width. */
export const screen = style({ maxWidth: 1100 });

/** A small mark beside a disk's name: primary, shared. */
export const tag = style({ display: "inline-block", padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, background: vars.color.surfaceSunken, fontSize: vars.font.size.xs, marginLeft: vars.space.xxs });
