import { entryName, type PaletteEntry } from "./entries";

/** How many results the palette shows at most: a name narrows a list of thousands faster than scrolling does. */
export const MAX_RESULTS = 50;

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
    if (best < 12) for (const other of indexed.others) best = Math.max(best, termScore(term, other));
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/**
 * The entries that match every term, best first: score, then the most recently opened, then resources before
 * actions, then by name. `recent` lists ids, most recent first.
 */
export function rankEntries(indexed: readonly IndexedEntry[], query: string, recent: readonly string[], limit = MAX_RESULTS): PaletteEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const recency = new Map(recent.map((id, index) => [id, recent.length - index]));
  const matches: { indexed: IndexedEntry; score: number; recency: number }[] = [];
  for (const item of indexed) {
    const score = matchScore(item, terms);
    if (score > 0) matches.push({ indexed: item, score, recency: recency.get(item.entry.id) ?? 0 });
  }
  matches.sort(
    (a, b) =>
      b.score - a.score ||
      b.recency - a.recency ||
      kindOrder(a.indexed.entry) - kindOrder(b.indexed.entry) ||
      a.indexed.name.localeCompare(b.indexed.name),
  );
  return matches.slice(0, limit).map((match) => match.indexed.entry);
}

function kindOrder(entry: PaletteEntry): number {
  return entry.kind === "resource" ? 0 : 1;
}
