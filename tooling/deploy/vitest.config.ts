import { defineTestConfig } from "@cloudconsole/vite-config/vitest";

// The browser tests sign in and open screens beside the e2e suite in CI: a vendor's walk takes 15 s on a quiet machine
// and 65 s was seen at load 20 on 2 cores. They wait for states, so the ceiling costs nothing when things go well.
export default defineTestConfig({ testTimeout: 180_000 });
