import { entryName, type PaletteEntry } from "./entries";

/** How many results the palette shows at most: typing narrows thousands faster than scrolling, and fewer rows render in a frame. */
export const MAX_RESULTS = 20;

/** An entry with its texts lowercased once, so each keystroke only compares. */
export interface IndexedEntry {
  entry: PaletteEntry;
  name: string;
  others: readonly string[];
}

/** Lowercases what an entry is found by: its name, then its type, location, detail and keywords. */
export function indexEntry(entry: PaletteEntry): IndexedEntry {
  const others =
    entry.kind === "resource"
      ? [entry.typeLabel, entry.location ?? "", entry.detail ?? "", ...entry.keywords]
      : [...entry.keywords];
  return { entry, name: entryName(entry).toLowerCase(), others: others.filter(Boolean).map((text) => text.toLowerCase()) };
}

/** Splits what was typed into lowercase terms; every term must match. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

const WORD_START = /[\s\-_./:@]/;

/** How well one term matches one text: exact, prefix, start of a word, anywhere; 0 when it does not. */
function termScore(term: string, text: string): number {
  const at = text.indexOf(term);
  if (at < 0) return 0;
  if (at === 0) return text.length === term.length ? 4 : 3;
  return WORD_START.test(text.charAt(at - 1)) ? 2 : 1;
}

/**
 * The entry's score for the terms (0: not a match). A term found in the name counts three times one found only in
 * its other texts, so "web" ranks the VM named web-1 above the VM whose hostname contains web.
 */
export function matchScore(indexed: IndexedEntry, terms: readonly string[]): number {
  let total = 0;
  for (const term of terms) {
    let best = termScore(term, indexed.name) * 3;
    // Another text scores at most 4 (an exact match): a name that matched at least that well needs no other look.
    if (best < 4) for (const other of indexed.others) best = Math.max(best, termScore(term, other));
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

interface Match {
  indexed: IndexedEntry;
  score: number;
  recency: number;
}

/** Negative when `a` ranks before `b`: score, then recency, then resources before actions, then name. */
function compareMatches(a: Match, b: Match): number {
  return (
    b.score - a.score ||
    b.recency - a.recency ||
    kindOrder(a.indexed.entry) - kindOrder(b.indexed.entry) ||
    // Plain code-unit order: localeCompare over ten thousand names costs a frame many times over.
    (a.indexed.name < b.indexed.name ? -1 : a.indexed.name > b.indexed.name ? 1 : 0)
  );
}

/**
 * The entries that match every term, best first: score, then the most recently opened, then resources before
 * actions, then by name. `recent` lists ids, most recent first. Only the best `limit` are kept while scanning (a
 * sorted buffer), so one letter that matches ten thousand names costs no sort of ten thousand.
 */
export function rankEntries(indexed: readonly IndexedEntry[], query: string, recent: readonly string[], limit = MAX_RESULTS): PaletteEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0 || limit <= 0) return [];
  const recency = new Map(recent.map((id, index) => [id, recent.length - index]));
  const best: Match[] = [];
  for (const item of indexed) {
    const score = matchScore(item, terms);
    if (score === 0) continue;
    const match = { indexed: item, score, recency: recency.get(item.entry.id) ?? 0 };
    const last = best[best.length - 1];
    if (best.length === limit && last && compareMatches(match, last) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = best[middle];
      if (other && compareMatches(other, match) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, match);
    if (best.length > limit) best.pop();
  }
  return best.map((match) => match.indexed.entry);
}

function kindOrder(entry: PaletteEntry): number {
  return entry.kind === "resource" ? 0 : 1;
}
