import { entryName, type PaletteEntry } from "./entries";

/** How many results the palette shows at most: typing narrows thousands faster than scrolling, and fewer rows render in a frame. */
export const MAX_RESULTS = 20;

/** An entry with its texts folded once (see `foldText`), so each keystroke only compares. */
export interface IndexedEntry {
  entry: PaletteEntry;
  /** The entry's id and kind again, read here by the ranking of thousands without looking into entries of many shapes. */
  id: string;
  /** 0 for a resource, 1 for an action: resources rank first among equals. */
  kindOrder: 0 | 1;
  name: string;
  others: readonly string[];
  /** The other texts joined, so one look rules out an entry they do not hold. */
  othersJoined: string;
}

// Letters that Unicode does not decompose into a base letter and a mark, written as people type them without one.
const LETTER_FOLDS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };
const NON_ASCII = /[^ -~]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const FOLDED_LETTERS = /[øæœßłđðþı]/g;

/** Lowercases a text and drops its accents ("Acme OÜ" → "acme ou", "Bjørn" → "bjorn"), so either spelling finds it. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize("NFD").replace(COMBINING_MARKS, "").replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter);
}

// Joins the other texts: a term in none of them is not in the join, so one look rules most entries out; the texts
// of an entry that the join does hold are then scored one by one. A character no one types keeps such looks rare.
const JOIN = "\u0000";

/** Folds what an entry is found by: its name, then its type, location, detail and keywords. */
export function indexEntry(entry: PaletteEntry): IndexedEntry {
  const texts =
    entry.kind === "resource"
      ? [entry.typeLabel, entry.location ?? "", entry.detail ?? "", ...entry.keywords]
      : [...entry.keywords];
  const others = texts.filter(Boolean).map(foldText);
  return { entry, id: entry.id, kindOrder: entry.kind === "resource" ? 0 : 1, name: foldText(entryName(entry)), others, othersJoined: others.join(JOIN) };
}

/** Splits what was typed into folded terms; every term must match. */
export function queryTerms(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
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
    if (best < 4 && indexed.othersJoined.includes(term)) for (const other of indexed.others) best = Math.max(best, termScore(term, other));
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/** The entries that match every term, in the order given, with their scores. */
export interface Matches {
  items: readonly IndexedEntry[];
  scores: readonly number[];
}

/** Scores every candidate and keeps those that match every term, in their order. */
export function findMatches(candidates: readonly IndexedEntry[], terms: readonly string[]): Matches {
  const items: IndexedEntry[] = [];
  const scores: number[] = [];
  for (const item of candidates) {
    const score = matchScore(item, terms);
    if (score === 0) continue;
    items.push(item);
    scores.push(score);
  }
  return { items, scores };
}

/**
 * Whether every entry that matches `next` also matches `previous`: each earlier term lies inside one of the new
 * terms (the last one typed further, or a term added). Then `next` only has to look through what `previous` found.
 */
export function narrows(previous: readonly string[], next: readonly string[]): boolean {
  return previous.every((term) => next.some((other) => other.includes(term)));
}

interface Ranked {
  indexed: IndexedEntry;
  score: number;
  recency: number;
}

/** Negative when `a` ranks before `b`: score, then recency, then resources before actions, then name. */
function compareRanked(a: Ranked, b: Ranked): number {
  return b.score - a.score || b.recency - a.recency || compareKindAndName(a.indexed, b.indexed);
}

function compareKindAndName(a: IndexedEntry, b: IndexedEntry): number {
  return (
    a.kindOrder - b.kindOrder ||
    // Plain code-unit order: localeCompare over ten thousand names costs a frame many times over.
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

/**
 * The best `limit` of the matches: score, then the most recently opened, then resources before actions, then name;
 * equals keep their order. `recent` lists ids, most recent first. Only the best are kept while scanning (a sorted
 * buffer), so one letter that matches ten thousand names costs no sort of ten thousand, and a match that ranks below
 * a full buffer is turned away before anything is allocated for it.
 */
export function topMatches({ items, scores }: Matches, recent: readonly string[], limit = MAX_RESULTS): PaletteEntry[] {
  if (limit <= 0) return [];
  const recency = new Map(recent.map((id, index) => [id, recent.length - index]));
  const best: Ranked[] = [];
  for (let index = 0; index < items.length; index++) {
    const indexed = items[index];
    const score = scores[index] ?? 0;
    if (!indexed) continue;
    const itemRecency = recency.size === 0 ? 0 : (recency.get(indexed.id) ?? 0);
    const last = best.length === limit ? best[limit - 1] : undefined;
    if (last && (score - last.score || itemRecency - last.recency || compareKindAndName(last.indexed, indexed)) <= 0) continue;
    const ranked = { indexed, score, recency: itemRecency };
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = best[middle];
      if (other && compareRanked(other, ranked) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, ranked);
    if (best.length > limit) best.pop();
  }
  return best.map((ranked) => ranked.indexed.entry);
}

/**
 * The entries that match every term of the query, best first (see `topMatches`), by looking at every entry: the
 * plain search that the palette's incremental one (`SearchIndex`) must always agree with.
 */
export function rankEntries(indexed: readonly IndexedEntry[], query: string, recent: readonly string[], limit = MAX_RESULTS): PaletteEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return topMatches(findMatches(indexed, terms), recent, limit);
}
