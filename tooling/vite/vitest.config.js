import { defineTestConfig } from "./vitest.js";

// The plugin tests run Vite's build and dependency optimizer: seconds each on a busy machine.
export default defineTestConfig({ testTimeout: 60_000 });
