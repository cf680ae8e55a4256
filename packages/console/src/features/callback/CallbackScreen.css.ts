import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const panel = style({
  width: "100%",
  maxWidth: vars.layout.formMaxWidth,
  padding: vars.space.xl,
  textAlign: "left",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});


export const raw = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: 240,
  overflow: "auto",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.monoFamily,
  fontSize: vars.font.size.xs,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const line = style({ display: "block" });
