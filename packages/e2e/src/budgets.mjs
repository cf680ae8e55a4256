// The console's performance targets, in one place: the bundle budgets of the test command (src/route-budget.ts) and
// every benchmark of `pnpm bench` (bench/*.bench.ts, tooling/scripts/src/build-bench.mjs) with the summary that
// judges them (tooling/scripts/src/bench-summary.mjs) read them from here. Plain JavaScript with its types beside it
// (budgets.d.mts), so TypeScript and the workspace's node scripts import the same numbers.

const KB = 1024;

/**
 * What a screen may fetch, gzip (as a host serves it), counted in the browser: every script until the network is
 * idle after the screen is usable. Idle prefetch (the other screens' code) may only start after that point.
 */
export const SCREEN_BUDGETS = {
  /** The login screen, signed out. */
  loginBytes: 110 * KB,
  /** Any signed-in screen (home, lists, forms, details, billing, profile). */
  screenBytes: 170 * KB,
};

/** What the test command holds a screen to: the login budget or the signed-in screens' one. */
export function screenLimit(screen) {
  return screen === "login" ? SCREEN_BUDGETS.loginBytes : SCREEN_BUDGETS.screenBytes;
}

/** Each lazily loaded feature screen's own chunk, gzip. */
export const FEATURE_CHUNK_BYTES = 40 * KB;

/** Lighthouse (mobile, simulated throttling) on a quiet machine: performance score (0–100), TBT (ms), CLS. */
export const LIGHTHOUSE_TARGETS = {
  login: { minScore: 98, maxTbtMs: 100, maxCls: 0 },
  home: { minScore: 95, maxTbtMs: 100, maxCls: 0 },
  compute: { minScore: 95, maxTbtMs: 100, maxCls: 0 },
};

/** The VM list at 10,000 VMs (the mock's `large` preset), judged on the 95th percentile; heap after it settles. */
export const VM_LIST_TARGETS = { firstRenderP95Ms: 200, keystrokeP95Ms: 16, heapBytes: 80 * 1024 * KB };

/** The command palette over the `large` preset (p95). */
export const PALETTE_TARGETS = { openP95Ms: 50, keystrokeP95Ms: 16 };

/** Contract validation of the 10,000-VM response: at most this many times JSON.parse of the same body. */
export const VALIDATION_MAX_RATIO = 1;

/** Building every provider's app from cold on 2 cores, and what one theme's change may rebuild (its own app only). */
export const BUILD_TARGETS = { coldSeconds: 4 * 60, rebuiltAfterOneThemeChange: 1 };
