import { CORRELATION_ID_COMPONENT, DEFAULT_MOCK_PRESET, type MockConfigName, type MockSeedPreset } from "../constants.js";
import type { PlatformOverrides } from "../config/index.js";
import type { FactoryContext } from "../factories/context.js";
import { createRng, type Rng } from "../factories/random.js";
import { DEMO_USER_ID, seedState } from "../seeds/index.js";
import { systemClock, type MockClock } from "./clock.js";
import { BALANCE_RULES, settleBalances } from "./balances.js";
import { settleLifecycles } from "./lifecycles.js";
import { MOCK_STATE_VERSION, type MockState } from "./state.js";

export interface MockStoreOptions {
  configName?: MockConfigName;
  /** A provider's own platform settings over the base configuration; kept when the store is re-seeded. */
  platform?: PlatformOverrides;
  preset?: MockSeedPreset;
  clock?: MockClock;
  /** Start from saved state instead of seeding (ignored when it is from another version). */
  initialState?: MockState;
  /**
   * How long a graceful VM stop takes on the clock, `stopping` meanwhile. Default 0: a stop answers `stopped` at once,
   * as the platform documents it and its clients (stop, then resize) expect; the console's own mock sets
   * `LIFECYCLE_MS.vmStop` so its progress screens have a `stopping` to show.
   */
  gracefulStopMs?: number;
}

/** The one typed in-memory store every handler reads and writes. */
export interface MockStore {
  /** The current state; handlers mutate it in place. Call `settle()` first to apply due lifecycle steps. */
  readonly state: MockState;
  readonly clock: MockClock;
  readonly rng: Rng;
  /** How long a graceful VM stop takes (see `MockStoreOptions.gracefulStopMs`). */
  readonly gracefulStopMs: number;
  /** Factory context bound to the store's PRNG, clock and id sequence. */
  factory(): FactoryContext;
  nextId(): number;
  /** A fresh correlation id for an error response: `mock-api-3f9c2a`. */
  correlationId(): string;
  /**
   * Apply every lifecycle transition that is due on the clock (creating -> running, stopping -> stopped, …), then the
   * balance rules (low-balance notices, CLEAR -> LIMITED beyond the allowed debt; see `settleBalances`).
   */
  settle(): void;
  /** A JSON copy of the state, PRNG included, for persistence. */
  snapshot(): MockState;
  /** Replace the state with a snapshot. */
  load(state: MockState): void;
  /** Re-seed from a preset (default: the current one). */
  reset(preset?: MockSeedPreset, configName?: MockConfigName): void;
  /** Called after each change a handler reports through `changed()`. */
  subscribe(listener: (state: MockState) => void): () => void;
  changed(): void;
}

/** True when a saved state can be loaded by this version of the mock. */
export function isCompatibleState(value: unknown): value is MockState {
  return typeof value === "object" && value !== null && (value as { version?: unknown }).version === MOCK_STATE_VERSION;
}

/** Create a store seeded from a preset (default `demo`) on the given clock (default the wall clock). */
export function createMockStore(options: MockStoreOptions = {}): MockStore {
  const clock = options.clock ?? systemClock();
  const seed = (preset: MockSeedPreset, configName: MockConfigName) =>
    seedState({ preset, configName, ...(options.platform ? { platform: options.platform } : {}), now: clock.now() });
  let state: MockState =
    options.initialState && isCompatibleState(options.initialState)
      ? structuredClone(options.initialState)
      : seed(options.preset ?? DEFAULT_MOCK_PRESET, options.configName ?? "default");
  let rng = createRng(state.rngState);
  const listeners = new Set<(s: MockState) => void>();
  // Balances (low-balance notices, restriction levels) are re-checked after a change or when the clock has moved on.
  let balancesDirty = true;
  let balancesCheckedAt = Number.NEGATIVE_INFINITY;
  const emit = () => {
    state.rngState = rng.state;
    for (const listener of listeners) listener(state);
  };

  const nextId = () => state.nextId++;
  const store: MockStore = {
    get state() {
      return state;
    },
    clock,
    gracefulStopMs: options.gracefulStopMs ?? 0,
    get rng() {
      return rng;
    },
    factory: () => ({ rng, now: clock.now(), nextId, userId: DEMO_USER_ID }),
    nextId,
    correlationId() {
      state.errorCount += 1;
      // Spread consecutive counts over the 6-hex space so ids don't look sequential.
      const suffix = (Math.imul(state.errorCount, 0x9e3779b1) >>> 8) & 0xffffff;
      return `${CORRELATION_ID_COMPONENT}-${suffix.toString(16).padStart(6, "0")}`;
    },
    settle() {
      const now = clock.now();
      settleLifecycles(state, now);
      if (balancesDirty || now - balancesCheckedAt >= BALANCE_RULES.recheckMs || now < balancesCheckedAt) {
        balancesDirty = false;
        balancesCheckedAt = now;
        if (settleBalances(state, now)) emit();
      }
    },
    snapshot() {
      state.rngState = rng.state;
      return structuredClone(state);
    },
    load(next) {
      state = structuredClone(next);
      rng = createRng(state.rngState);
      store.changed();
    },
    reset(preset = state.seedPreset, configName = state.configName) {
      state = seed(preset, configName);
      rng = createRng(state.rngState);
      store.changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      balancesDirty = true;
      emit();
    },
  };
  return store;
}
