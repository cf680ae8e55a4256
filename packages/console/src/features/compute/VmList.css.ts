import { globalStyle, style, type StyleRule } from "@vanilla-extract/css";
import { mobileMediaQuery, vars } from "@cloudconsole/ui/theme";

export const filters = style({
  display: "grid",
  gridTemplateColumns: "minmax(200px, 2fr) minmax(140px, 1fr) minmax(140px, 1fr)",
  gap: vars.space.sm,
  alignItems: "end",
  "@media": { [mobileMediaQuery]: { gridTemplateColumns: "1fr" } },
});

export const count = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const scroller = style({
  // Bounded so only rows in view are rendered; a short list takes only the room it needs.
  maxHeight: "max(320px, calc(100dvh - 300px))",
  overflow: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

// Fits the page beside the 320 px sidebar on a 1280 px screen; a phone shows each row as a card instead.
export const table = style({
  width: "100%",
  minWidth: 760,
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  tableLayout: "fixed",
  "@media": { [mobileMediaQuery]: { display: "block", minWidth: 0 } },
});

// A phone has no room for columns: the header row goes (the "Sort by" select takes its place).
globalStyle(`${table} > thead`, { "@media": { [mobileMediaQuery]: { display: "none" } } });
globalStyle(`${table} > tbody`, { "@media": { [mobileMediaQuery]: { display: "block" } } });

export const headCell = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  height: 40,
  padding: `0 ${vars.space.sm}`,
  textAlign: "left",
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
  whiteSpace: "nowrap",
});

export const sortButton = style({
  all: "unset",
  cursor: "pointer",
  display: "inline-flex",
  gap: vars.space.xxs,
  alignItems: "center",
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

/** A VM's row; on a phone a card of two lines (name and state, OS and size) as tall as every other, for the virtual list. */
export const row = style({
  selectors: { "&:hover": { background: vars.color.surfaceSunken } },
  "@media": {
    [mobileMediaQuery]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gridTemplateRows: "1fr 1fr",
      columnGap: vars.space.sm,
      alignItems: "center",
      boxSizing: "border-box",
      height: 64,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

/** A row standing in for rows not rendered (a block of its own height on a phone). */
export const spacer = style({ "@media": { [mobileMediaQuery]: { display: "block" } } });

export const cell = style({
  height: 44,
  padding: `0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

const inCard = (rule: StyleRule) => style([cell, { "@media": { [mobileMediaQuery]: { height: "auto", padding: 0, border: 0, ...rule } } }]);

/** Where a cell goes in a phone's card; the location, addresses and billing account are on the VM's page. */
export const cardPlace = {
  title: inCard({ gridColumn: 1, gridRow: 1 }),
  status: inCard({ gridColumn: 2, gridRow: 1, justifySelf: "end" }),
  detail: inCard({ gridColumn: 1, gridRow: 2, color: vars.color.textMuted }),
  figure: inCard({ gridColumn: 2, gridRow: 2, justifySelf: "end" }),
  none: inCard({ display: "none" }),
};

export const muted = style({ color: vars.color.textMuted });

export const nameLink = style({ color: vars.color.link, fontWeight: vars.font.weight.medium, textDecoration: "none", ":hover": { textDecoration: "underline" } });

export const empty = style({ padding: vars.space.xl, textAlign: "center", color: vars.color.textMuted });
