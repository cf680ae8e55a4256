import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { desktopMediaQuery, mobileMediaQuery } from "../../theme/layout";
import { cell, empty, linkedRow, row, rowTone } from "./Table.css";

/** Controls that stand in for the column headers on phones only. */
export const phoneOnly = style({ "@media": { [desktopMediaQuery]: { display: "none" } } });

export const sortSelect = style({});

/** The strip at the top of a table of cards that holds its sort control, where the header row is on wider screens. */
export const sortBar = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}` });

/** The wrapper of a table whose rows are cards on phones. */
export const cards = style({});

/** Where a cell goes in its row's card: the title and the figure share the first line, the state and details follow. */
export const cardPlace = {
  title: style({}),
  figure: style({}),
  status: style({}),
  detail: style({}),
  actions: style({}),
  none: style({}),
};

const onPhone = (selector: string, rule: Parameters<typeof globalStyle>[1]) => globalStyle(selector, { "@media": { [mobileMediaQuery]: rule } });

// A phone has no room for columns: the header row goes (a sort control takes its place) and each row is a card.
onPhone(`${cards}`, { overflowX: "visible" });
onPhone(`${cards} > table, ${cards} > table > tbody`, { display: "block" });
onPhone(`${cards} > table > thead`, { display: "none" });
onPhone(`${cards} ${row}`, {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "baseline",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
onPhone(`${cards} ${row}:last-child`, { borderBottom: 0 });
onPhone(`${cards} ${cell}`, { display: "block", padding: 0, border: 0, textAlign: "start", overflowWrap: "anywhere" });
onPhone(`${cards} ${cardPlace.title}`, { gridColumn: 1, gridRow: 1 });
onPhone(`${cards} ${cardPlace.figure}`, { gridColumn: 2, gridRow: 1, textAlign: "end", fontWeight: vars.font.weight.medium });
onPhone(`${cards} ${cardPlace.status}, ${cards} ${cardPlace.detail}, ${cards} ${cardPlace.actions}`, { gridColumn: "1 / -1" });
onPhone(`${cards} ${cardPlace.detail}`, { color: vars.color.textMuted });
// The header row is gone, so a detail says what it is.
onPhone(`${cards} ${cardPlace.detail}[data-label]::before`, { content: 'attr(data-label) ": "' });
onPhone(`${cards} ${cardPlace.none}`, { display: "none" });
onPhone(`${cards} ${empty}`, { display: "block" });
// A card is one box: its hover and tone colour the row as well as each cell.
onPhone(`${cards} ${linkedRow}:hover`, { backgroundColor: vars.color.surfaceSunken });
onPhone(`${cards} ${rowTone.suspended}`, { backgroundColor: vars.color.warningSurface, color: vars.color.warningText });
