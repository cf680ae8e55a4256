import { defineTestConfig } from "@cloudconsole/vite-config/vitest";

export default defineTestConfig({ environment: "jsdom", setupFiles: ["./vitest.setup.ts"] });
