// Deterministic factories: the same context (seed, clock, id sequence) always gives the same records.
// Shared by the seeds, the handlers (when something is created) and tests; published as the `factories` namespace.
export * from "./access.js";
export * from "./billing.js";
export * from "./blockStorage.js";
export * from "./compute.js";
export * from "./network.js";
export * from "./services.js";
export * from "./storage.js";
export * from "./text.js";
