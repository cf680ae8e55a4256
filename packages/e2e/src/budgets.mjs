// The console's performance targets, in one place: the bundle budgets of the test command (src/route-budget.ts) and
// every benchmark of `pnpm bench` (bench/*.bench.ts, tooling/scripts/src/build-bench.mjs) with the summary that
// judges them (tooling/scripts/src/bench-summary.mjs) read them from here. Plain JavaScript with its types beside it
// (budgets.d.mts), so TypeScript and the workspace's node scripts import the same numbers.

const KB = 1024;

/**
 * What a screen may fetch, gzip (as a host serves it), counted in the browser: every script until the network is
 * idle after the screen is usable. Idle prefetch (the other screens' code) may only start after that point. The
 * login screen, which prefetches nothing, is counted as a visitor's browser fetches it: nothing held, every script
 * until 1.5 s after the network is idle (src/screenTiming.ts AFTER_IDLE_MS).
 */
export const SCREEN_BUDGETS = {
  /** The login screen, signed out. */
  loginBytes: 100 * KB,
  /** The screens a signed-in visitor opens first and most: home and the compute list. */
  mainScreenBytes: 150 * KB,
  /** Any other signed-in screen (lists, forms, details, billing, profile). */
  screenBytes: 170 * KB,
};

/** The screens held to `mainScreenBytes` (ids of src/screens.ts). */
export const MAIN_SCREENS = ["home", "compute"];

/** What the test command holds a screen to: the login budget, the main screens' one or the other signed-in screens' one. */
export function screenLimit(screen) {
  if (screen === "login") return SCREEN_BUDGETS.loginBytes;
  return MAIN_SCREENS.includes(screen) ? SCREEN_BUDGETS.mainScreenBytes : SCREEN_BUDGETS.screenBytes;
}

/**
 * Screens measured over their budget, each with the ceiling it may not grow past until it is back within budget: a
 * ratchet like the mock's known gaps. The size check passes such a screen up to its ceiling and fails it above; it
 * also fails when a listed screen is within its budget on every provider again, so a paid debt is taken off the list.
 * Recorded on 2026-12-06 (warren, metal, ridge): the signed-in base grew by the language runtime, the first-paint
 * script and the phone cards while the budgets were lowered to issue 36's targets. Lowered at b21984a: the SDK's query
 * factories, one module each, travel with the screens that call them (2 to 3 KB off every signed-in screen). Raised
 * the same day when every screen's texts moved into catalogues: a screen carries its English messages as catalogue
 * data beside the code that names them by id (2 to 4 KB a screen), the login screen its own small reader and the
 * language switch (1.3 KB). Raised again on 2026-12-06 evening (full run at 7936c14 and after): the error and loading
 * screens' texts ship with the entry so an error reads in the customer's language without a download (0.5 KB on
 * login), and the remaining English moved into catalogues (categories' and resource types' words, rules' problems,
 * the toasts' error lines); the network mutations split and billing's shared queries slimmed paid part of it.
 */
export const SCREEN_DEBTS = {
  // A chat provider's login also fetches the chat widget's loader (1.6 KB), always counted. 104 until 2026-12-07: the
  // login form became a chunk of its own, with what it shares with the signed-in console in another (three files where
  // the entry held it all: 1.5 KB more on login, 2.3 KB less on every signed-in screen, whose visitors never fetch it).
  // 105.8 until 2026-12-07 too: the login screen opens in the site's or the browser's language (the console's rule
  // choosing it, 0.1 KB).
  login: 106 * KB,
  // The seven below lowered on 2026-12-07 evening: React Router's production build (0.5 KB off every signed-in screen).
  compute: 150.5 * KB,
  // The five below rose 0.1 to 0.2 KB on 2026-12-07 when the login screen began following the site's and the browser's
  // language: the rule choosing it (shared with the signed-in console) moved into the chunk both load.
  "vm-create": 179.7 * KB,
  "billing-account": 183.2 * KB,
  // The firewall's VMs' status badges in the customer's words (the shared compute catalogue, 0.3 KB), 2026-12-06 late.
  "firewall-detail": 173.7 * KB,
  "volume-create": 171.7 * KB,
  "volume-detail": 171.8 * KB,
};

/** What the size check lets a screen reach: its budget, or the ceiling of its recorded debt. */
export function screenCeiling(screen) {
  return Math.max(screenLimit(screen), SCREEN_DEBTS[screen] ?? 0);
}

/** Each lazily loaded feature screen's own chunk, gzip. */
export const FEATURE_CHUNK_BYTES = 40 * KB;

/** Lighthouse (mobile, simulated throttling) on a quiet machine: performance score (0–100), TBT (ms), CLS. */
export const LIGHTHOUSE_TARGETS = {
  login: { minScore: 98, maxTbtMs: 100, maxCls: 0 },
  home: { minScore: 95, maxTbtMs: 100, maxCls: 0 },
  compute: { minScore: 95, maxTbtMs: 100, maxCls: 0 },
};

/**
 * The VM list at 10,000 VMs (the mock's `large` preset), judged on the 95th percentile: its first render, and a filter
 * keystroke until the next frame (the list updated and painted); the heap after it settles.
 */
export const VM_LIST_TARGETS = { firstRenderP95Ms: 120, keystrokeToNextFrameP95Ms: 16, heapBytes: 80 * 1024 * KB };

/**
 * The command palette over the `large` preset (p95): its first open (its code loaded, the field taking input), a later
 * open, and a keystroke until the next frame.
 */
export const PALETTE_TARGETS = { firstOpenP95Ms: 120, openP95Ms: 50, keystrokeToNextFrameP95Ms: 16 };

/** Contract validation of the 10,000-VM response: at most this many times JSON.parse of the same body. */
export const VALIDATION_MAX_RATIO = 1;

/** Building every provider's app from cold on 2 cores, and what one theme's change may rebuild (its own app only). */
export const BUILD_TARGETS = { coldSeconds: 4 * 60, rebuiltAfterOneThemeChange: 1 };

/**
 * A screen in another language than English also fetches its catalogues' chunk for that language: the login screen
 * may reach 110 KB, any signed-in screen 170 KB (English's stricter budgets above are for the source language, whose
 * texts ship inside the code).
 */
export const TRANSLATED_SCREEN_BUDGETS = { loginBytes: 110 * KB, screenBytes: 170 * KB };

/** What a screen may fetch in a language other than English. */
export function translatedScreenLimit(screen) {
  return screen === "login" ? TRANSLATED_SCREEN_BUDGETS.loginBytes : TRANSLATED_SCREEN_BUDGETS.screenBytes;
}

/**
 * Screens over their budget in some language other than English, each with its ceiling (the most any language
 * measured): the same ratchet as SCREEN_DEBTS. Recorded on 2026-12-06 (warren), when the catalogues were first
 * measured: a language's chunks come on top of the English that ships with the code (5 to 7 KB a screen). Raised the
 * same evening with the English debts above (the last English texts in catalogues).
 */
export const TRANSLATED_SCREEN_DEBTS = {
  // Lowered on 2026-12-07 by the login form's own chunk (2.3 KB off every signed-in screen); th and bn measure the most.
  // Lowered again on 2026-12-07 evening: React Router's production build (0.5 KB) and the signed-in console's words in
  // one file per language (0.8 KB). Usage measures 170.0 in th and bn, at its budget.
  "vm-create": 187.3 * KB,
  "billing-account": 190.6 * KB,
  usage: 170.3 * KB,
  "firewall-create": 175.4 * KB,
  "firewall-detail": 179.2 * KB,
  "volume-create": 180.5 * KB,
  "volume-detail": 179.6 * KB,
  profile: 172.1 * KB,
};

/** What the size check lets a screen reach in a language other than English: its budget there, or its debt's ceiling. */
export function translatedScreenCeiling(screen) {
  return Math.max(translatedScreenLimit(screen), TRANSLATED_SCREEN_DEBTS[screen] ?? 0);
}
