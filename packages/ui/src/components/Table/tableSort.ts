export type SortDirection = "ascending" | "descending";

export interface TableSort {
  /** `key` of the sorted column. */
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | Date | null | undefined;

/** Text order as people read it ("vm-2" before "vm-10", case aside); built once, as `localeCompare` with options builds one per call. */
let textOrder: Intl.Collator | undefined;

/** Orders two sort values, empty ones last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  textOrder ??= new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
  return textOrder.compare(String(a), String(b));
}

/** The sort after a column's heading (or its choice) is picked: the column ascending, or the other way when it already is. */
export function nextSort(current: TableSort | undefined, key: string): TableSort {
  return { key, direction: current?.key === key && current.direction === "ascending" ? "descending" : "ascending" };
}

/** A column the rows can be sorted by, as a sort control names it. */
export interface SortChoice {
  key: string;
  /** Plain text: it names the choices of a native select. */
  label: string;
}
