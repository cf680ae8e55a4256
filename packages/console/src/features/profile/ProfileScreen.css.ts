import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const screen = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });
