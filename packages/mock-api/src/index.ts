// The mock API without any environment binding: store, factories, seeds, handlers and presets.
// Bind it with "./browser" (service worker), "./node" (MSW in Node tests) or "./server" (HTTP).
export * from "./constants.js";
export type * from "./apiTypes.js";
export type * from "./store/entities.js";
export { createMockApi, type MockApi, type MockApiOptions } from "./api.js";
export { createHandlers, domainHandlers, apiRoutes, apiError, keyedError, credentialsError, identify, readParams, Params } from "./handlers/index.js";
export type { ApiRoutes, Caller, DomainHandlers, HandlerOptions } from "./handlers/index.js";
export { createMockStore, isCompatibleState, type MockStore, type MockStoreOptions } from "./store/store.js";
export { MOCK_STATE_VERSION, type MockState } from "./store/state.js";
export { manualClock, systemClock, type ManualClock, type MockClock } from "./store/clock.js";
export { LIFECYCLE_MS } from "./store/lifecycles.js";
export { BALANCE_RULES, LOW_BALANCE_NOTICE_REFERENCE, isBeyondAllowedDebt, settleBalances } from "./store/balances.js";
export { seedState, DEMO_USER_ID, type SeedOptions } from "./seeds/index.js";
export { LARGE_PRESET_COUNTS } from "./seeds/large.js";
export { parsePreset, type ParsedPreset } from "./presets.js";
export { createStatePersistence, discardedStateMessage, type DiscardWarning, type StatePersistence, type StateStorage } from "./persistence.js";
export { createPersistedMockApi, type PersistedMockApi, type PersistedMockApiOptions } from "./persistedMockApi.js";
export { checkSavedState, mockStateSchema, type SavedStateCheck } from "./store/stateSchema.js";
export { metalInvariantProblems, METAL_OS_ID } from "./handlers/metal.js";
export { bucketNameProblem } from "./handlers/storage.js";
export { EDITABLE_BILLING_FIELDS, MOCK_CAMPAIGNS } from "./handlers/billing/index.js";
export { faultHandlers, DOCUMENTED_FAILURES, documentedFailure, type FaultOptions } from "./faults.js";
export { MAX_BODY_BYTES } from "./limits.js";
export { defaultConfig, metalConfig, mockLocations, mockLocationsFor, mockUiConfig, MOCK_LOGIN_INTRO_IMG, type PlatformOverrides } from "./config/index.js";
export * as factories from "./factories/entities.js";
export { createRng, type Rng } from "./factories/random.js";
export type { FactoryContext } from "./factories/context.js";
