import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

/** A full-page screen with its content in the middle. */
export const centered = style({
  minHeight: "100dvh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  textAlign: "center",
});

export const loadingLogo = style({
  width: 160,
  maxWidth: "60vw",
  height: "auto",
});

export const errorPanel = style({
  maxWidth: vars.layout.formMaxWidth,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const errorMessage = style([message, { color: vars.color.errorText, overflowWrap: "anywhere" }]);

export const errorDetail = style({ color: vars.color.textMuted });

