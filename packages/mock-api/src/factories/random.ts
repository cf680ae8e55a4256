// A small seeded PRNG (mulberry32): every "random" value of the mock is reproducible from its seed.
// Its whole state is one 32-bit integer, so it persists with the rest of the store.

/** A seeded random source whose state can be saved and restored. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** `length` lowercase hex digits. */
  hex(length: number): string;
  /** A v4-shaped UUID. */
  uuid(): string;
  /** The current state, to persist. */
  readonly state: number;
}

/** Turn a string seed into a 32-bit start state (FNV-1a). */
export function hashSeed(seed: string | number): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded random source; pass a previous `state` to continue a saved sequence. */
export function createRng(seedOrState: string | number): Rng {
  let state = typeof seedOrState === "number" ? seedOrState >>> 0 : hashSeed(seedOrState);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => {
    let out = "";
    for (let i = 0; i < length; i++) out += int(0, 15).toString(16);
    return out;
  };
  return {
    next,
    int,
    hex,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error("Cannot pick from an empty list; pass at least one item.");
      return item;
    },
    chance: (probability) => next() < probability,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(0, 3)]}${hex(3)}-${hex(12)}`,
    get state() {
      return state;
    },
  };
}
