import { setupWorker } from "msw/browser";
import type { PlatformOverrides } from "./config/index.js";
import type { MockConfigName } from "./constants.js";
import { createPersistedMockApi } from "./persistedMockApi.js";
import { LIFECYCLE_MS } from "./store/lifecycles.js";

export interface StartMockWorkerOptions {
  /** URL of mockServiceWorker.js (e.g. `${APP_BASE_PATH}/mockServiceWorker.js`). */
  serviceWorkerUrl: string;
  /** The API base the console calls, e.g. "/v1" or "https://api.example.com/v1". */
  apiBaseUrl: string;
  configName: MockConfigName;
  /** A provider's own platform settings over the base configuration. */
  platform?: PlatformOverrides;
  /** Whose state this is: providers on one origin keep theirs apart (default: the configuration's name). */
  stateKey?: string;
  /** Seed and/or faults, e.g. "demo" or "empty+slow" (default demo). */
  preset?: string;
  /** How long a graceful VM stop takes (default `LIFECYCLE_MS.vmStop`: this mock serves the console, whose progress screens show `stopping`). */
  gracefulStopMs?: number;
}

export interface MockWorker {
  stop(): void;
  /** Forget saved state and re-seed from the preset. */
  reset(): Promise<void>;
}

/**
 * Start the mock API in a service worker; its state survives reloads (localStorage) until `reset()`. Saved state of
 * the wrong version or shape is discarded with a warning and the mock starts from its seed data.
 */
export async function startMockWorker(options: StartMockWorkerOptions): Promise<MockWorker> {
  const api = createPersistedMockApi({
    storage: globalThis.localStorage,
    baseUrl: options.apiBaseUrl,
    configName: options.configName,
    ...(options.platform ? { platform: options.platform } : {}),
    ...(options.preset ? { preset: options.preset } : {}),
    ...(options.stateKey ? { stateKey: options.stateKey } : {}),
    gracefulStopMs: options.gracefulStopMs ?? LIFECYCLE_MS.vmStop,
  });
  // Handlers report each change; saving once per request keeps a burst of changes to one write.
  let dirty = false;
  api.store.subscribe(() => {
    dirty = true;
  });
  const worker = setupWorker(...api.handlers);
  worker.events.on("response:mocked", () => {
    if (!dirty) return;
    dirty = false;
    api.save();
  });
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl },
    onUnhandledRequest: "bypass",
    quiet: true,
  });
  return {
    stop: () => worker.stop(),
    reset: () => {
      api.reset();
      dirty = false;
      return Promise.resolve();
    },
  };
}
