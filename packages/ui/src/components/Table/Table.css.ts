import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

export const wrapper = style({
  width: "100%",
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  // Visible overflow on desktop keeps the header sticky to the page; phones scroll the table sideways instead.
  "@media": { [mobileMediaQuery]: { overflowX: "auto" } },
});

/** With maxHeight the wrapper scrolls both ways and the header sticks inside it. */
export const scrollBox = style({ overflow: "auto" });

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  fontVariantNumeric: "tabular-nums",
});

export const caption = style({ padding: `${vars.space.md} ${vars.space.lg}`, textAlign: "start", fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });

export const headCell = style({
  position: "sticky",
  top: 0,
  zIndex: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  textAlign: "start",
  whiteSpace: "nowrap",
  verticalAlign: "bottom",
  selectors: {
    "&:first-child": { borderTopLeftRadius: vars.radius.lg },
    "&:last-child": { borderTopRightRadius: vars.radius.lg },
  },
});

export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  letterSpacing: "inherit",
  textTransform: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.text, backgroundColor: vars.color.surface } },
});

export const sortIcon = style({ width: "12px", height: "12px", flexShrink: 0 });

export const sortIconIdle = style({ opacity: 0.45 });

export const row = style({ position: "relative" });

globalStyle(`${row}:last-child > *`, { borderBottom: 0 });

export const linkedRow = style({
  cursor: "pointer",
  selectors: {
    "&:has(a[data-row-link]:focus-visible)": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});

globalStyle(`${linkedRow}:hover > *`, { backgroundColor: vars.color.surfaceSunken });

export const rowTone = {
  suspended: style({}),
  deleted: style({}),
};

// Cells carry the tone (rows cannot be styled through vanilla-extract's `&`-last selectors).
globalStyle(`${rowTone.suspended} > *, ${rowTone.suspended}${linkedRow}:hover > *`, { backgroundColor: vars.color.warningSurface, color: vars.color.warningText });
// The link colour is not guaranteed 4.5:1 on the warning tint; the row's own text colour is.
globalStyle(`${rowTone.suspended} a[data-row-link]`, { color: "inherit", textDecoration: "underline" });
globalStyle(`${rowTone.deleted} > *`, { color: vars.color.textMuted });
globalStyle(`${rowTone.deleted} > *:first-child`, { textDecoration: "line-through" });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  fontWeight: vars.font.weight.regular,
  verticalAlign: "middle",
  overflowWrap: "anywhere",
  transition: `background-color ${vars.duration.fast}`,
  "@media": { [mobileMediaQuery]: { overflowWrap: "normal" } },
});

export const alignEnd = style({ textAlign: "end" });

export const hideOnMobile = style({ "@media": { [mobileMediaQuery]: { display: "none" } } });

export const nowrap = style({ whiteSpace: "nowrap" });

/** The row link: its ::after covers the whole row, so a click anywhere follows it. */
export const rowLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: "none" },
    "&::after": { content: '""', position: "absolute", inset: 0, zIndex: 1 },
  },
});

/** Cells with their own buttons or links sit above the row link's overlay so they stay clickable. */
export const interactive = style({ position: "relative", zIndex: 1 });

export const empty = style({ padding: `${vars.space.xl} ${vars.space.lg}`, textAlign: "center", color: vars.color.textMuted });

/** The row's buttons at the end of its last cell, wrapping when the column is narrow. */
export const rowActions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", alignItems: "center", gap: vars.space.xs });

/** A small table inside a Card: the card is the frame, so the table drops its own and tightens its cells. */
export const dense = style({ border: 0, borderRadius: 0, backgroundColor: "transparent", overflowX: "auto" });

// A few rows need no sticky header, and sentence-case headers match the card's own text.
globalStyle(`${dense} ${headCell}`, {
  position: "static",
  padding: vars.space.xs,
  backgroundColor: "transparent",
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textTransform: "none",
  letterSpacing: "normal",
});
globalStyle(`${dense} ${cell}`, { padding: vars.space.xs });
globalStyle(`${dense} ${empty}`, { padding: vars.space.xs, textAlign: "start" });
globalStyle(`${dense} ${caption}`, { padding: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.sm });
