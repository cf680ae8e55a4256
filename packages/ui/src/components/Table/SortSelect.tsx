import clsx from "clsx";
import { Select } from "../Select/Select";
import { useUiTexts } from "../UiTexts/UiTexts";
import { type SortChoice, type SortDirection, type TableSort } from "./tableSort";
import * as styles from "./phoneCards.css";

export interface SortSelectProps {
  /** The columns the rows can be sorted by. */
  choices: readonly SortChoice[];
  sort: TableSort | undefined;
  onSortChange: (sort: TableSort) => void;
  /** Default "Sort by". */
  label?: string;
  /** Show it on every screen; by default it shows on phones only, where a table's sortable headers give way to cards. */
  always?: boolean;
  className?: string;
}

const DIRECTIONS: readonly SortDirection[] = ["ascending", "descending"];

/**
 * A list's sort as one select ("Name, ascending", "Name, descending", …): the sort control of a list shown as cards,
 * whose column headers are gone.
 */
export function SortSelect({ choices, sort, onSortChange, label, always = false, className }: SortSelectProps) {
  const texts = useUiTexts();
  if (choices.length === 0) return null;
  const value = sort ? `${sort.direction}:${sort.key}` : "";
  return (
    <Select
      label={label ?? texts.sortBy}
      fieldClassName={clsx(styles.sortSelect, !always && styles.phoneOnly, className)}
      value={value}
      onChange={(event) => {
        const [direction, ...key] = event.target.value.split(":");
        onSortChange({ key: key.join(":"), direction: direction === "descending" ? "descending" : "ascending" });
      }}
    >
      {sort === undefined && <option value="">{texts.unsorted}</option>}
      {choices.flatMap((choice) =>
        DIRECTIONS.map((direction) => (
          <option key={`${direction}:${choice.key}`} value={`${direction}:${choice.key}`}>
            {texts.sortChoice(choice.label, direction)}
          </option>
        )),
      )}
    </Select>
  );
}
