import type { HttpHandler } from "msw";
import type { PlatformOverrides } from "./config/index.js";
import type { MockConfigName } from "./constants.js";
import { faultHandlers, type FaultOptions } from "./faults.js";
import { createHandlers } from "./handlers/index.js";
import { apiRoutes } from "./handlers/http.js";
import { parsePreset, type ParsedPreset } from "./presets.js";
import type { MockClock } from "./store/clock.js";
import type { MockState } from "./store/state.js";
import { createMockStore, type MockStore } from "./store/store.js";

export interface MockApiOptions {
  /** Where the API lives: "/v1" (any origin) or absolute, e.g. "http://127.0.0.1:4010/v1". */
  baseUrl: string;
  configName?: MockConfigName;
  /** A provider's own platform settings over the base configuration. */
  platform?: PlatformOverrides;
  /** A seed and/or faults, e.g. "demo", "empty+slow" (see presets.ts). */
  preset?: string;
  clock?: MockClock;
  /** Start from saved state (browser persistence) instead of seeding. */
  initialState?: MockState;
  faultOptions?: FaultOptions;
  /** How long a graceful VM stop takes; default 0, the platform's immediate `stopped` (see `MockStoreOptions`). */
  gracefulStopMs?: number;
}

/** The mock API: one store and the handlers over it, with the preset's fault layers in front. */
export interface MockApi {
  store: MockStore;
  handlers: HttpHandler[];
  preset: ParsedPreset;
}

/** Build the store and every handler for one mock API (shared by the browser worker, Node tests and the server). */
export function createMockApi(options: MockApiOptions): MockApi {
  const preset = parsePreset(options.preset);
  const store = createMockStore({
    configName: options.configName ?? "default",
    ...(options.platform ? { platform: options.platform } : {}),
    preset: preset.seed,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.initialState ? { initialState: options.initialState } : {}),
    ...(options.gracefulStopMs !== undefined ? { gracefulStopMs: options.gracefulStopMs } : {}),
  });
  const handlers = [
    ...faultHandlers(store, apiRoutes(options.baseUrl), preset.faults, options.faultOptions),
    ...createHandlers(store, { baseUrl: options.baseUrl }),
  ];
  return { store, handlers, preset };
}
