import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const shell = style({ minHeight: "100dvh", display: "flex", flexDirection: "column", background: vars.color.background, color: vars.color.text });

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: vars.layout.headerHeight,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const logo = style({ height: 24, width: "auto" });

export const content = style({ flex: 1, padding: vars.space.lg });
