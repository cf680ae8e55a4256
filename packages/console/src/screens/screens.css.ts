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

/** A fixed box, so the status line below never moves as the logo's file arrives (its shape is the provider's). */
export const loadingLogo = style({
  width: 160,
  maxWidth: "60vw",
  height: 48,
  objectFit: "contain",
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


/** The disclosure that keeps the raw start of a server's answer out of the way until asked for. */
export const rawAnswer = style({
  width: "100%",
  textAlign: "start",
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const rawAnswerSummary = style({
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const rawAnswerText = style({
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.sm,
  // Wrapped, never scrolled: the answer is cut to 500 characters, and a scrolling box would need keyboard focus.
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.monoFamily,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});

/** The connecting and retrying lines under the logo. */
export const connectionText = style([message, { maxWidth: vars.layout.formMaxWidth }]);

export const connectionFailure = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: "anywhere" });

/** Holds a line of text before it has any, so the logo above does not move when the first words appear. */
export const connectionStatus = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
});

/** A section's error: its text and a retry. */
export const sectionError = style({ color: vars.color.text });

/** A section's error text. */
export const sectionText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
