// Generated entries and typing for the search's property tests: deterministic, so a failing case repeats.
import type { ActionEntry, PaletteEntry, ResourceEntry } from "./entries";

/** A small deterministic generator (mulberry32), so a failing case is the same on every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

// Few letters, so names share prefixes and words, and ties in score are common.
const LETTERS = ["a", "b", "e", "w", "1", "2", "-", ".", "ä", "Ö", "ø"];
const PLACES = ["Tallinn", "Jõhvi", "Tartu", "Jakarta"];

/** `count` resources and actions (one in ten); some names repeat, so the order of equals is tested too. */
export function entries(seed: number, count: number): PaletteEntry[] {
  const rng = random(seed);
  const word = (length: number) => Array.from({ length: 1 + rng.int(length) }, () => rng.pick(LETTERS)).join("");
  return Array.from({ length: count }, (_, index): PaletteEntry => {
    if (rng.next() < 0.1) {
      const action: ActionEntry = { kind: "action", id: `action:${index}`, label: `${word(4)} ${word(4)}`, keywords: [word(3)], path: "/" };
      return action;
    }
    const name = rng.next() < 0.1 ? "web-1" : word(6);
    const resource: ResourceEntry = {
      kind: "resource",
      id: `/compute/vm/${index}`,
      type: "virtual_machine",
      typeLabel: "Virtual machine",
      name,
      ...(rng.next() < 0.5 ? { detail: word(5) } : {}),
      location: rng.pick(PLACES),
      path: `/compute/vm/${index}`,
      keywords: [word(4), rng.next() < 0.3 ? "" : word(3)],
    };
    return resource;
  });
}

/** What a visitor does to the text: types a letter, deletes one, adds or removes a word, pastes something new. */
export function queries(seed: number, steps: number): string[] {
  const rng = random(seed);
  const typed: string[] = [];
  let text = "";
  for (let step = 0; step < steps; step++) {
    const move = rng.next();
    if (move < 0.5) text += rng.pick(LETTERS);
    else if (move < 0.7) text = text.slice(0, -1);
    else if (move < 0.8) text += rng.pick([" ", "  ", " tall", " JÕH"]);
    else if (move < 0.9) text = text.split(" ").slice(0, -1).join(" ");
    else text = Array.from({ length: 1 + rng.int(3) }, () => rng.pick(LETTERS)).join("");
    typed.push(text);
  }
  return typed;
}

