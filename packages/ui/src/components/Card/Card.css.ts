import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

export const root = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  // A phone has no room to spare: the default padding shrinks a step there.
  md: { padding: vars.space.lg, "@media": { [mobileMediaQuery]: { padding: vars.space.md } } },
  lg: { padding: vars.space.xl },
});

export const elevated = style({ boxShadow: vars.shadow.md, borderColor: "transparent" });

/** Children stacked in a column with the standard gap: a titled panel of a screen (settings, form steps, details). */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

/** The title row: heading (and description) at the start, actions at the end, wrapping on narrow cards. */
export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.sm });

// Without `stack` there is no gap to part the title row from the content, so it brings its own.
export const headerSpaced = style({ marginBottom: vars.space.md });

export const titleBlock = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, flex: "1 1 auto", minWidth: 0 });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs, flexShrink: 0 });
