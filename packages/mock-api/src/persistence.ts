// Keeps the browser mock's state across reloads. Saved state belongs to one configuration and preset, and to one
// version and shape of the state; anything else is discarded (with a warning), so the mock starts afresh from its seed.
import { MOCK_STORAGE_KEY } from "./constants.js";
import type { MockState } from "./store/state.js";
import { checkSavedState } from "./store/stateSchema.js";

/** The part of the Web Storage API the mock uses (localStorage, or a fake in tests). */
export interface StateStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StatePersistence {
  /** The saved state for this configuration and preset, if any and only if it has the shape this mock keeps. */
  load(): MockState | undefined;
  /** Save the state; silently gives up when storage is full or disabled (e.g. the large preset). */
  save(state: MockState): void;
  clear(): void;
}

interface SavedState {
  key: string;
  state: MockState;
}

/** Says why saved state was thrown away (the console's by default). */
export type DiscardWarning = (message: string) => void;

/** The warning for saved state that cannot be used: what was wrong, and that the mock starts again from its seed. */
export function discardedStateMessage(problem: string): string {
  return `The mock API's saved state cannot be used (${problem}); it was discarded and the mock starts again from its seed data.`;
}

/** Persistence of one mock (`scope` names its configuration and preset) in the given storage. */
export function createStatePersistence(
  storage: StateStorage | undefined,
  scope: string,
  storageKey = MOCK_STORAGE_KEY,
  warn: DiscardWarning = (message) => console.warn(message),
): StatePersistence {
  const discard = (problem: string) => {
    warn(discardedStateMessage(problem));
    return undefined;
  };
  return {
    load() {
      let raw: string | null | undefined;
      try {
        raw = storage?.getItem(storageKey);
      } catch {
        // Storage disabled: nothing was saved.
        return undefined;
      }
      if (!raw) return undefined;
      let saved: unknown;
      try {
        saved = JSON.parse(raw);
      } catch {
        return discard("not valid JSON");
      }
      if (typeof saved !== "object" || saved === null || Array.isArray(saved)) return discard("not an object");
      // Another configuration's or preset's state is not broken, only not ours: it is replaced without a warning.
      if ((saved as Partial<SavedState>).key !== scope) return undefined;
      const check = checkSavedState((saved as Partial<SavedState>).state);
      return check.ok ? check.state : discard(check.problem);
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
