import { defineTestConfig } from "@cloudconsole/vite-config/vitest";

// The browser test signs in and opens a list beside the e2e suite in CI: a busy machine takes seconds for each step.
export default defineTestConfig({ testTimeout: 60_000 });
