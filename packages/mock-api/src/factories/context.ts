import type { Rng } from "./random.js";

/** What every factory needs: a seeded random source, the time, and the id sequence. */
export interface FactoryContext {
  rng: Rng;
  /** Milliseconds on the store's clock. */
  now: number;
  nextId(): number;
  /** The demo user's id, owner of everything the factories make. */
  userId: number;
}
