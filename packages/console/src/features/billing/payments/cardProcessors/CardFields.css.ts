import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

// The vendor draws its own fields inside `fields`; the console only gives them the width and shows their errors.
export const entry = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: "1 1 100%", minWidth: 0 });
export const fields = style({ minWidth: 0 });
export const error = style({ margin: 0, color: vars.color.errorText, fontSize: vars.font.size.sm });
