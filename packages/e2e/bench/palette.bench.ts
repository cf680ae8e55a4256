// Benchmark of the command palette over the `large` preset (10,000 VMs plus the rest) in Debian's Chromium, on the
// built warren app: the time from Ctrl+K to the palette's search field taking input (the first open loads its code,
// then indexes the lists in idle slices once the field has focus; later opens reuse both), and from a keystroke to the
// results on screen. Written with
// their targets to bench-results/palette.json; recorded, never asserted.
//
// The palette is measured over the Profile screen, after the compute list has put the 10,000 VMs in the cache: the
// compute list refetches a location's VMs every 2 s while one of them is being created (the preset has one that
// stays so), and that work, the list's own, would otherwise fall into whichever samples it meets.
//   pnpm --filter @cloudconsole/e2e bench
import { PALETTE_TARGETS } from "../src/budgets.mjs";
import { benchDist, startBenchSite, stats, useStandaloneBackend, writeBenchResult } from "./harness";

/** The targets (ms, p95, src/budgets.mjs): the palette opens in under 50 ms, each keystroke's results in under 16 ms. */
const TARGETS = { openMs: PALETTE_TARGETS.openP95Ms, keystrokeMs: PALETTE_TARGETS.keystrokeP95Ms } as const;
const RUNS = 3;
const REOPENS = 8;
const KEYSTROKES = "vm-0123";

const site = await startBenchSite({ dist: benchDist(), preset: "large" });

/** In the page: presses Ctrl+K and resolves with the ms until the search field has focus. */
function openPalette(): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    const done = () => {
      const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[role="combobox"]');
      if (input && document.activeElement === input) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => done());
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true }));
    // Focus moves without a mutation when the dialog is already mounted: check on the next frames too.
    const poll = () => {
      if (!done()) requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

/** In the page: types `next` into the palette and resolves with the ms until the results changed, then painted. */
function typeInPalette(next: string): Promise<[number, number]> {
  return new Promise((resolve) => {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[role="combobox"]');
    const list = document.querySelector('[role="dialog"] [role="listbox"]');
    if (!input || !list) throw new Error("palette not open");
    const before = list.textContent;
    const start = performance.now();
    // A keystroke that leaves the same results changes nothing on screen: not a sample.
    setTimeout(() => resolve([Number.NaN, Number.NaN]), 1_000);
    new MutationObserver((_records, observer) => {
      if (list.textContent === before) return;
      observer.disconnect();
      const committed = performance.now() - start;
      requestAnimationFrame(() => resolve([committed, performance.now() - start]));
    }).observe(list, { childList: true, characterData: true, subtree: true });
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setter?.call(input, next);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const firstOpens: number[] = [];
const reopens: number[] = [];
const keystrokes: number[] = [];
const keystrokesToPaint: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  site.routeApi(page);
  await page.addInitScript(useStandaloneBackend);
  // tsx keeps function names with a helper the page does not have; the functions evaluated in it need it.
  await page.addInitScript("globalThis.__name = (target) => target;");
  // The compute list puts the 10,000 VMs in the cache, as for a customer who has looked at them; then, within the
  // app, to a screen that keeps nothing refreshing.
  await page.goto(`${site.origin}/app/compute`);
  await page.waitForSelector('[aria-label="Virtual machines table"] tbody tr td a', { timeout: 60_000 });
  await page.getByRole("banner").getByRole("link", { name: "Profile" }).click();
  await page.waitForURL(/\/app\/profile$/);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.getByRole("button", { name: "Search" }).waitFor();
  firstOpens.push(await page.evaluate(openPalette));
  // Every list the palette reads is loaded before typing: the keystrokes measure ranking and rendering only.
  await page.waitForSelector('[role="dialog"] [data-search-palette]:not([data-loading])', { timeout: 60_000 });
  const values = [...KEYSTROKES].map((_, i) => KEYSTROKES.slice(0, i + 1));
  for (const value of [...values, ...values.slice(0, -1).reverse(), ""]) {
    const [committed, painted] = await page.evaluate(typeInPalette, value);
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(value), committed, painted);
    if (!Number.isNaN(committed)) {
      keystrokes.push(committed);
      keystrokesToPaint.push(painted);
    }
  }
  for (let reopen = 0; reopen < REOPENS; reopen++) {
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    reopens.push(await page.evaluate(openPalette));
  }
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.close();
}

await site.close();

const open = stats(reopens, 1);
const keystroke = stats(keystrokes, 1);
writeBenchResult("palette", {
  benchmark: "Command palette over 10,000 VMs and the rest (mock preset large), built warren app, Chromium",
  date: new Date().toISOString(),
  firstOpenMs: stats(firstOpens, 1),
  openMs: { ...open, target: TARGETS.openMs, meetsTarget: open.p95 < TARGETS.openMs },
  keystrokeMs: { ...keystroke, target: TARGETS.keystrokeMs, meetsTarget: keystroke.p95 < TARGETS.keystrokeMs },
  keystrokeToNextFrameMs: stats(keystrokesToPaint, 1),
  notes:
    "Over the Profile screen, the 10,000 VMs cached by an earlier visit to the compute list (whose 2 s refetch while a VM is created is the list's work, not the palette's). " +
    "firstOpen: Ctrl+K to the focused search field on the first open (loads the palette's code; the lists are indexed in idle slices after the field has focus). " +
    "open: the same on later opens (the target). keystroke: from an input event to the results list's update in the DOM.",
});
