import type { PaletteEntry, ResourceEntry } from "./entries";
import { findMatches, matchScore, MAX_RESULTS, narrows, queryTerms, topMatches, type IndexedEntry, type Matches } from "./rank";

/** How many earlier queries' matches one index remembers: enough to type a word and delete it again. */
const REMEMBERED_QUERIES = 32;

/**
 * The most entries a search may look through and still be quick (about a millisecond on a laptop, a few on a slow
 * phone): the palette shows such results with the keystroke itself, and defers a longer search.
 */
export const QUICK_SEARCH_ENTRIES = 25_000;

interface Remembered {
  terms: readonly string[];
  matches: Matches;
}

/**
 * Everything the palette can find, built once per change of the data from the entries of each list. Searched three
 * ways, the cheapest that can answer: a single term that starts at least as many names as are shown is answered from
 * the names that start with it (each list is kept sorted by name, so they lie together); a query seen before (a
 * letter deleted) from memory; any other only looks through what an earlier query that it extends matched (a letter
 * typed, a word added), or else through everything. The results always equal `rankEntries` over `entries`.
 */
export class SearchIndex {
  /** Every entry: the lists in their order, each sorted by kind, then name. */
  readonly entries: readonly IndexedEntry[];
  readonly #lists: readonly (readonly IndexedEntry[])[];
  // Most recently used last.
  readonly #remembered = new Map<string, Remembered>();
  #recent: { key: string; entries: readonly IndexedEntry[] } | undefined;

  /** `lists` holds the entries of each list; a list is sorted once, however many indexes it is part of. */
  constructor(lists: readonly (readonly IndexedEntry[])[]) {
    this.#lists = lists.map(sortedByKindAndName);
    this.entries = this.#lists.flat();
  }

  /** The best `limit` entries for the query (see `topMatches`); none before anything is typed. */
  search(query: string, recent: readonly string[], limit = MAX_RESULTS): PaletteEntry[] {
    const terms = queryTerms(query);
    const [term] = terms;
    if (term === undefined) return [];
    const starting = terms.length === 1 ? this.#startingWith(term, recent, limit) : undefined;
    return topMatches(starting ?? this.matches(terms), recent, limit);
  }

  /** Whether the query is answered from names that start with it, from memory, or from at most QUICK_SEARCH_ENTRIES entries. */
  isQuick(query: string): boolean {
    const terms = queryTerms(query);
    const [term] = terms;
    if (term === undefined) return true;
    if (terms.length === 1 && this.#runsStartingWith(term).total >= MAX_RESULTS) return true;
    return this.#remembered.has(keyOf(terms)) || this.#candidates(terms).length <= QUICK_SEARCH_ENTRIES;
  }

  /** The resources with these ids that the index holds, in the order of the ids (what "recently opened" remembers). */
  resources(ids: readonly string[]): ResourceEntry[] {
    return this.#recentEntries(ids).flatMap(({ entry }) => (entry.kind === "resource" ? [entry] : []));
  }

  /** Every entry matching all the terms, in index order, from the smallest earlier match set known to hold them. */
  matches(terms: readonly string[]): Matches {
    const key = keyOf(terms);
    const known = this.#remembered.get(key);
    if (known) {
      this.#remembered.delete(key);
      this.#remembered.set(key, known);
      return known.matches;
    }
    const matches = findMatches(this.#candidates(terms), terms);
    this.#remembered.set(key, { terms, matches });
    if (this.#remembered.size > REMEMBERED_QUERIES) {
      const oldest = this.#remembered.keys().next();
      if (!oldest.done) this.#remembered.delete(oldest.value);
    }
    return matches;
  }

  /** The smallest earlier match set that holds every match of the terms, or else every entry. */
  #candidates(terms: readonly string[]): readonly IndexedEntry[] {
    let candidates = this.entries;
    for (const earlier of this.#remembered.values()) {
      if (earlier.matches.items.length < candidates.length && narrows(earlier.terms, terms)) candidates = earlier.matches.items;
    }
    return candidates;
  }

  /**
   * The entries among which the best `limit` matches of a single term lie, when at least `limit` names start with
   * it: such a name scores 9 or 12, any other match at most 6 (the term inside a name) or 4 (in another text). Of a
   * run of such names of one kind, sorted by name, only the first `limit` can be among the best, and the recently
   * opened, which rank before others of their score. In index order, as equals keep it.
   */
  #startingWith(term: string, recent: readonly string[], limit: number): Matches | undefined {
    const { runs, total } = this.#runsStartingWith(term);
    if (limit <= 0 || total < limit) return undefined;
    const items: IndexedEntry[] = [];
    for (const { list, start, end } of runs) for (let at = start; at < Math.min(end, start + limit); at++) items.push(list[at] as IndexedEntry);
    for (const opened of this.#recentEntries(recent)) if (opened.name.startsWith(term) && !items.includes(opened)) items.push(opened);
    return { items, scores: items.map((item) => matchScore(item, [term])) };
  }

  /** Where in each list the names of each kind that start with the term lie, and how many there are. */
  #runsStartingWith(term: string): { runs: { list: readonly IndexedEntry[]; start: number; end: number }[]; total: number } {
    const runs: { list: readonly IndexedEntry[]; start: number; end: number }[] = [];
    let total = 0;
    for (const list of this.#lists) {
      for (const kind of [0, 1] as const) {
        const start = firstWhere(list, 0, (item) => item.kindOrder > kind || (item.kindOrder === kind && item.name >= term));
        const end = firstWhere(list, start, (item) => item.kindOrder !== kind || !item.name.startsWith(term));
        if (end > start) runs.push({ list, start, end });
        total += end - start;
      }
    }
    return { runs, total };
  }

  /** The entries of the recently opened ids, in their order (one look through the index per change of the ids). */
  #recentEntries(ids: readonly string[]): readonly IndexedEntry[] {
    const key = ids.join("\n");
    if (this.#recent?.key === key) return this.#recent.entries;
    const wanted = new Set(ids);
    const found = new Map<string, IndexedEntry>();
    if (wanted.size > 0) for (const item of this.entries) if (wanted.has(item.id)) found.set(item.id, item);
    const entries = ids.flatMap((id) => found.get(id) ?? []);
    this.#recent = { key, entries };
    return entries;
  }
}

/** A query's terms as a key: sorted, since their order changes nothing. */
function keyOf(terms: readonly string[]): string {
  return [...terms].sort().join(" ");
}

const sorted = new WeakMap<readonly IndexedEntry[], readonly IndexedEntry[]>();

/**
 * Sorts a list the way an index holds it, ahead of building one, and remembers the order for `SearchIndex`: a list
 * being indexed in slices is sorted in its last slice rather than when the palette renders.
 */
export function sortForSearch(list: readonly IndexedEntry[]): void {
  sortedByKindAndName(list);
}

/** The list sorted by kind, then name (plain code-unit order, as the ranking compares names); equals keep their order. */
function sortedByKindAndName(list: readonly IndexedEntry[]): readonly IndexedEntry[] {
  let result = sorted.get(list);
  if (!result) {
    result = [...list].sort((a, b) => a.kindOrder - b.kindOrder || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    sorted.set(list, result);
  }
  return result;
}

/** The first position from `from` where `found` holds, for a `found` that, once true along the list, stays true. */
function firstWhere(list: readonly IndexedEntry[], from: number, found: (item: IndexedEntry) => boolean): number {
  let low = from;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const item = list[middle];
    if (item && found(item)) high = middle;
    else low = middle + 1;
  }
  return low;
}
