import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: vars.layout.formMaxWidth });
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
// An id is short: a narrow field reads as one.
export const field = style({ maxWidth: 320 });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
