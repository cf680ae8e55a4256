import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

/** The top-up progress toward a promotion, the full width of its row. */
export const progress = style({ width: "100%", height: 8, accentColor: vars.color.primary });

export const form = style({ maxWidth: 560, minWidth: 0 });
export const field = style({ flex: "1 1 220px", minWidth: 0 });

/** The share link: long, so it wraps anywhere. */
export const link = style({
  display: "block",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.monoFamily,
  overflowWrap: "anywhere",
});
