import { defineTestConfig } from "@cloudconsole/vite-config/vitest";

// Screen tests render whole routes over the mock API; on a busy 2-core CI machine they need more than the defaults.
export default defineTestConfig({ environment: "jsdom", setupFiles: ["./vitest.setup.ts"], testTimeout: 30_000 });
