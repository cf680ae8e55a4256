import { setupWorker } from "msw/browser";
import { createMockApi } from "./api.js";
import { MOCK_STORAGE_KEY, type MockConfigName } from "./constants.js";
import type { MockState } from "./store/state.js";
import { isCompatibleState } from "./store/store.js";

export interface StartMockWorkerOptions {
  /** URL of mockServiceWorker.js (e.g. `${import.meta.env.BASE_URL}mockServiceWorker.js`). */
  serviceWorkerUrl: string;
  /** The API base the console calls, e.g. "/v1" or "https://api.example.com/v1". */
  apiBaseUrl: string;
  configName: MockConfigName;
  /** Seed and/or faults, e.g. "demo" or "empty+slow" (default demo). */
  preset?: string;
}

export interface MockWorker {
  stop(): void;
  /** Forget saved state and re-seed from the preset. */
  reset(): Promise<void>;
}

interface SavedState {
  key: string;
  state: MockState;
}

function readSaved(key: string): MockState | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(MOCK_STORAGE_KEY);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as Partial<SavedState>;
    return saved.key === key && isCompatibleState(saved.state) ? saved.state : undefined;
  } catch {
    return undefined;
  }
}

function writeSaved(key: string, state: MockState): void {
  try {
    globalThis.localStorage?.setItem(MOCK_STORAGE_KEY, JSON.stringify({ key, state } satisfies SavedState));
  } catch {
    // Storage full or disabled (e.g. the large preset): the mock still works, it just forgets on reload.
  }
}

/** Start the mock API in a service worker; its state survives reloads (localStorage) until `reset()`. */
export async function startMockWorker(options: StartMockWorkerOptions): Promise<MockWorker> {
  // Saved state belongs to one configuration and preset; switching either starts afresh.
  const key = `${options.configName}|${options.preset ?? ""}`;
  const initialState = readSaved(key);
  const { store, handlers } = createMockApi({
    baseUrl: options.apiBaseUrl,
    configName: options.configName,
    ...(options.preset ? { preset: options.preset } : {}),
    ...(initialState ? { initialState } : {}),
  });
  const save = () => writeSaved(key, store.snapshot());
  const worker = setupWorker(...handlers);
  worker.events.on("response:mocked", ({ request }) => {
    if (request.method !== "GET") save();
  });
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl },
    onUnhandledRequest: "bypass",
    quiet: true,
  });
  if (!initialState) save();
  return {
    stop: () => worker.stop(),
    reset: async () => {
      store.reset();
      save();
    },
  };
}
