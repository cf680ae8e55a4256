import { defineTestConfig } from "@cloudconsole/vite-config/vitest";

// The tests start Node processes (the generator, the budget script): a busy machine takes seconds for each.
export default defineTestConfig({ testTimeout: 60_000 });
