import { createMockApi, type MockApi, type MockApiOptions } from "./api.js";
import { createStatePersistence, type DiscardWarning, type StateStorage } from "./persistence.js";

export interface PersistedMockApiOptions extends Omit<MockApiOptions, "initialState"> {
  /** Where the state is kept between reloads (the browser's localStorage). */
  storage: StateStorage | undefined;
  /** Whose state this is: providers on one origin keep theirs apart (default: the configuration's name). */
  stateKey?: string;
  /** Says why saved state was discarded (default: console.warn). */
  warn?: DiscardWarning;
}

export interface PersistedMockApi extends MockApi {
  /** Writes the current state to storage. */
  save(): void;
  /** Forgets the saved state and re-seeds from the preset. */
  reset(): void;
}

/**
 * A mock API that continues from the state saved in storage. Saved state it cannot use (unreadable, another version,
 * the wrong shape) is discarded with a warning; the store then starts from its seed, which is saved at once so the
 * broken entry is gone for good.
 */
export function createPersistedMockApi({ storage, stateKey, warn, ...options }: PersistedMockApiOptions): PersistedMockApi {
  const persistence = createStatePersistence(storage, `${stateKey ?? options.configName ?? "default"}|${options.preset ?? ""}`, undefined, warn);
  const initialState = persistence.load();
  const api = createMockApi({ ...options, ...(initialState ? { initialState } : {}) });
  const save = () => persistence.save(api.store.snapshot());
  if (!initialState) save();
  return {
    ...api,
    save,
    reset: () => {
      persistence.clear();
      api.store.reset();
      save();
    },
  };
}
