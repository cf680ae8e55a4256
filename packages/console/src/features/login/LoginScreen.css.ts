import { globalStyle, style } from "@vanilla-extract/css";
import { mobileMediaQuery, vars } from "@cloudconsole/ui/theme";

export const layout = style({
  minHeight: "100dvh",
  display: "grid",
  gridTemplateColumns: "minmax(280px, 1fr) minmax(320px, 1fr)",
  background: vars.color.background,
  color: vars.color.text,
  "@media": { [mobileMediaQuery]: { gridTemplateColumns: "1fr", gridTemplateRows: "auto 1fr" } },
});

export const intro = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  gap: vars.space.md,
  padding: vars.space.xxl,
  background: vars.color.sidenavBackground,
  color: vars.color.sidenavText,
  "@media": { [mobileMediaQuery]: { padding: vars.space.lg, gap: vars.space.xs } },
});

export const introImage = style({ maxWidth: "100%", maxHeight: 240, objectFit: "contain", "@media": { [mobileMediaQuery]: { display: "none" } } });

export const introTitle = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, "@media": { [mobileMediaQuery]: { fontSize: vars.font.size.xl } } });

export const introSubtitle = style({ margin: 0, fontSize: vars.font.size.lg });


export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.lg,
  padding: vars.space.xl,
  "@media": { [mobileMediaQuery]: { justifyContent: "flex-start", padding: vars.space.lg } },
});

export const logo = style({ height: 40, width: "auto" });

export const form = style({
  width: "100%",
  maxWidth: 400,
});

export const text = style({ margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });

export const email = style({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: "anywhere" });


export const copy = style({
  width: "100%",
  maxWidth: 400,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
});

// The copy's own paragraphs and lists sit as tight as the screen's other texts.
globalStyle(`${copy} :is(p, ul, ol)`, { margin: 0 });
globalStyle(`${copy} :is(p, ul, ol) + :is(p, ul, ol)`, { marginTop: vars.space.xs });

export const languageSwitch = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  width: "100%",
  maxWidth: 400,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const languageSelect = style({
  font: "inherit",
  color: vars.color.text,
  background: "transparent",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
