import { defineTestConfig } from "@cloudconsole/vite-config/vitest";

// Screen tests render whole routes over the mock API: they wait for states (findBy*), never for durations, so the
// ceilings are sized for a busy 2-core CI machine and cost nothing when things go well. Each file keeps its own
// worker (Vitest's isolation): sharing workers between files cut the CPU time by half, but timers and vi.mock
// replacements then leaked from one file into the next, making results depend on the order files ran in.
export default defineTestConfig({ environment: "jsdom", setupFiles: ["./vitest.setup.ts"], testTimeout: 60_000 });
