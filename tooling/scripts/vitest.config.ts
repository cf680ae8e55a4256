import { defineTestConfig } from "@cloudconsole/vite-config/vitest";

export default defineTestConfig();
