import { style } from "@vanilla-extract/css";
import { mobileMediaQuery, vars } from "@cloudconsole/ui/theme";

export const screen = style({ maxWidth: 1100, minWidth: 0 });

export const title = style({ margin: 0 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const banner = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySurface,
  color: vars.color.primarySurfaceText,
  "@media": { [mobileMediaQuery]: { padding: vars.space.md } },
});
export const bannerText = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

/** The data cards side by side on desktop (one alone takes the row), one column on a phone (700 px wide or less). */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))",
  gap: vars.space.lg,
  alignItems: "stretch",
  "@media": { [mobileMediaQuery]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md } },
});

/** A card's data fills the card, so its links sit at the foot. */
export const cardBody = style({ flex: 1, minWidth: 0 });

// Loading and loaded cards are the same height, so nothing below them moves when the data arrives: a figure holds a
// line of its size while it loads, a breakdown one row of badges, and each figure has the card's width so its badges
// stay on one row.
export const stats = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md, margin: 0 });
export const stat = style({ minWidth: 0 });
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const statValue = style({
  margin: 0,
  minHeight: `calc(${vars.font.size.xl} * ${vars.font.lineHeight.tight})`,
  display: "flex",
  alignItems: "center",
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});
/** One row of status badges, as high as the body text line that holds them. */
const detailHeight = `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`;
export const statDetail = style({ margin: 0, minHeight: detailHeight });
/** A figure still loading: its value's line, the gap and its breakdown's row, in one definition. */
export const statLoading = style({
  alignItems: "flex-start",
  minHeight: `calc(${vars.font.size.xl} * ${vars.font.lineHeight.tight} + ${vars.space.xxs} + ${detailHeight})`,
});

export const warning = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The links at the foot of a card: a small button's height, whether its buttons are there yet or not. */
export const actions = style({ marginTop: "auto", minHeight: "28px", fontSize: vars.font.size.sm });

export const section = style({ minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.textMuted, textTransform: "uppercase" });

/** A card whose data could not be loaded: the error colours, on their own surface for contrast in both schemes. */
export const error = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.errorText,
});
export const errorText = style({ margin: 0, fontWeight: vars.font.weight.medium });
export const errorDetail = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: "anywhere" });
