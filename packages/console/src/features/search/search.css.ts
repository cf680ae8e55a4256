import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const launcher = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: "12rem",
  height: "26px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  font: "inherit",
  fontSize: vars.font.size.sm,
  cursor: "pointer",
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  "@media": { "(max-width: 700px)": { minWidth: 0, padding: `0 ${vars.space.xs}` } },
});

// On a phone the header has room for the magnifier only; the button keeps its name through aria-label.
export const launcherLabel = style({ flex: 1, textAlign: "start", "@media": { "(max-width: 700px)": { display: "none" } } });

export const shortcut = style({
  fontFamily: vars.font.monoFamily,
  fontSize: vars.font.size.xs,
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  "@media": { "(max-width: 700px)": { display: "none" } },
});

export const input = style({
  width: "100%",
  height: vars.layout.inputHeight,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.font.size.md,
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
});

export const palette = style({ display: "flex", flexDirection: "column" });

export const list = style({ maxHeight: "min(60vh, 28rem)", overflowY: "auto", marginTop: vars.space.sm });

export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { '&[aria-selected="true"]': { background: vars.color.primarySurface, color: vars.color.primarySurfaceText } },
});

export const itemName = style({ display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontWeight: vars.font.weight.medium });
export const itemMeta = style({ display: "block", fontSize: vars.font.size.sm, color: "inherit", opacity: 0.85 });
export const itemStatus = style({ fontSize: vars.font.size.sm, whiteSpace: "nowrap" });
export const note = style({ padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.sm, color: vars.color.textMuted });

// Group headings read as small section labels.
export const groupHeading = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});
