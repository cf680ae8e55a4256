import type { VmStatus } from "@cloudconsole/sdk";
import type { VmRow } from "../../shared/compute";

/** What the VM list is narrowed to. Empty strings mean "any". */
export interface VmFilter {
  text: string;
  status: VmStatus | "";
  location: string;
}

export type VmSortKey = "name" | "status" | "location" | "os" | "size";
export interface VmSort {
  key: VmSortKey;
  direction: "ascending" | "descending";
}

/** A row with the text a filter matches against, lowercased once rather than on every keystroke, and its sort name. */
export interface IndexedVmRow extends VmRow {
  haystack: string;
  sortName: string;
}

/**
 * A name that sorts naturally with a plain string comparison ("web-2" before "web-10"): lowercased, numbers padded.
 * Comparing these is many times faster than Intl.Collator, which matters when sorting 10,000 rows.
 */
export function naturalSortKey(name: string): string {
  return name.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(12, "0"));
}

/**
 * Each VM's prepared row, by the VM object: a refetched list keeps the objects of VMs that did not change (the query
 * cache shares them), so a refresh of 10,000 VMs while a few are in transit prepares only those few again, and the
 * rows of the others stay the same objects (their table rows are not rendered again).
 */
const preparedRows = new WeakMap<VmRow["vm"], IndexedVmRow>();

/** Prepares rows for fast filtering: name, uuid, hostname, OS and addresses in one lowercase string. */
export function indexVmRows(rows: readonly VmRow[]): IndexedVmRow[] {
  const indexed = new Array<IndexedVmRow>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const { vm, location } = rows[i] as VmRow;
    let row = preparedRows.get(vm);
    if (row?.location !== location) {
      row = {
        vm,
        location,
        haystack: [vm.name, vm.uuid, vm.hostname, vm.os_name, vm.os_version, vm.private_ipv4, vm.public_ipv6, vm.description].filter(Boolean).join(" ").toLowerCase(),
        sortName: naturalSortKey(vm.name),
      };
      preparedRows.set(vm, row);
    }
    indexed[i] = row;
  }
  return indexed;
}

/** An earlier filter's result over the same rows, which a narrower filter may search instead of every row. */
export interface PreviousVmFilterResult<T> {
  filter: VmFilter;
  result: readonly T[];
}

/** True when every row matching `next` also matched `previous`: same status and location, each word only longer. */
export function narrowsFilter(previous: VmFilter, next: VmFilter): boolean {
  if (previous.status !== next.status || previous.location !== next.location) return false;
  const before = previous.text.trim().toLowerCase();
  const after = next.text.trim().toLowerCase();
  // A longer text with the same start can only match fewer rows ("we" -> "web", "web 1" -> "web 12").
  return after.startsWith(before);
}

/**
 * The rows that match every part of the filter; text matches any of the indexed fields, all words must match.
 * With the previous result of a filter this one narrows, only that result is searched: typing a name character by
 * character then scans fewer rows with each keystroke.
 */
export function filterVmRows<T extends IndexedVmRow>(rows: readonly T[], filter: VmFilter, previous?: PreviousVmFilterResult<T>): T[] {
  return filterByWords(rows, filter, filterWords(filter.text), previous);
}

/** The words of a filter's text, lower case: each must appear in a matching row. */
function filterWords(text: string): string[] {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** `filterVmRows` with the text already split into `words` (a caller that keys results by them splits it once). */
function filterByWords<T extends IndexedVmRow>(rows: readonly T[], filter: VmFilter, words: readonly string[], previous?: PreviousVmFilterResult<T>): T[] {
  if (previous && narrowsFilter(previous.filter, filter)) rows = previous.result;
  const { status, location } = filter;
  if (words.length === 0 && !status && !location) return rows as T[];
  // A plain loop with the single word hoisted: this runs over 10,000 rows on a keystroke.
  const [word] = words;
  const matches: T[] = [];
  for (const row of rows) {
    if (status && row.vm.status !== status) continue;
    if (location && row.location !== location) continue;
    const { haystack } = row;
    if (words.length === 1 ? !haystack.includes(word as string) : !words.every((each) => haystack.includes(each))) continue;
    matches.push(row);
  }
  // Every row matched: the same array, so what depends on it need not change.
  return matches.length === rows.length ? (rows as T[]) : matches;
}

/** How many recent filters' results a list keeps: what was typed in the last moments. */
export const RECENT_FILTER_RESULTS = 16;

/**
 * A filter for one list that remembers its recent results while the rows stay the same: deleting what was typed shows
 * the earlier results at once (a widened filter otherwise searches every row again), and a narrower filter searches
 * the last result only. New rows (a refresh) start over.
 */
export function createRecentVmFilter<T extends IndexedVmRow>(): (rows: readonly T[], filter: VmFilter) => T[] {
  let rowsSeen: readonly T[] | undefined;
  // By the filter's words, status and location; in the order last used, oldest first.
  const recent = new Map<string, T[]>();
  let last: PreviousVmFilterResult<T> | undefined;
  return (rows, filter) => {
    if (rows !== rowsSeen) {
      rowsSeen = rows;
      recent.clear();
      last = undefined;
    }
    const words = filterWords(filter.text);
    const key = [words.join(" "), filter.status, filter.location].join("\u0000");
    const result = recent.get(key) ?? filterByWords(rows, filter, words, last);
    recent.delete(key);
    recent.set(key, result);
    if (recent.size > RECENT_FILTER_RESULTS) recent.delete(recent.keys().next().value as string);
    last = { filter, result };
    return result;
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const comparators: Record<VmSortKey, (a: IndexedVmRow, b: IndexedVmRow) => number> = {
  name: (a, b) => compareText(a.sortName, b.sortName),
  status: (a, b) => compareText(a.vm.status, b.vm.status),
  location: (a, b) => compareText(a.location, b.location),
  os: (a, b) => compareText(a.vm.os_name, b.vm.os_name) || compareText(naturalSortKey(a.vm.os_version), naturalSortKey(b.vm.os_version)),
  size: (a, b) => a.vm.vcpu - b.vm.vcpu || a.vm.memory - b.vm.memory,
};

/** A sorted copy; ties fall back to the name, then the uuid, so the order is stable between refreshes. */
export function sortVmRows<T extends IndexedVmRow>(rows: readonly T[], sort: VmSort): T[] {
  const compare = comparators[sort.key];
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b) || comparators.name(a, b) || compareText(a.vm.uuid, b.vm.uuid));
}
