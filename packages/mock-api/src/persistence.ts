// Keeps the browser mock's state across reloads. Saved state belongs to one configuration and preset, and to one
// version of the state's shape; anything else is ignored, so the mock starts afresh.
import { MOCK_STORAGE_KEY } from "./constants.js";
import type { MockState } from "./store/state.js";
import { isCompatibleState } from "./store/store.js";

/** The part of the Web Storage API the mock uses (localStorage, or a fake in tests). */
export interface StateStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StatePersistence {
  /** The saved state for this configuration and preset, if any. */
  load(): MockState | undefined;
  /** Save the state; silently gives up when storage is full or disabled (e.g. the large preset). */
  save(state: MockState): void;
  clear(): void;
}

interface SavedState {
  key: string;
  state: MockState;
}

/** Persistence of one mock (`scope` names its configuration and preset) in the given storage. */
export function createStatePersistence(storage: StateStorage | undefined, scope: string, storageKey = MOCK_STORAGE_KEY): StatePersistence {
  return {
    load() {
      try {
        const raw = storage?.getItem(storageKey);
        if (!raw) return undefined;
        const saved = JSON.parse(raw) as Partial<SavedState>;
        return saved.key === scope && isCompatibleState(saved.state) ? saved.state : undefined;
      } catch {
        return undefined;
      }
    },
    save(state) {
      try {
        storage?.setItem(storageKey, JSON.stringify({ key: scope, state } satisfies SavedState));
      } catch {
        // Quota exceeded or storage disabled: the mock still works, it just forgets on reload.
      }
    },
    clear() {
      try {
        storage?.removeItem(storageKey);
      } catch {
        // Nothing saved, nothing to clear.
      }
    },
  };
}
