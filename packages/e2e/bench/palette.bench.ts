// Benchmark of the command palette over the `large` preset (10,000 VMs plus the rest) in Debian's Chromium, on the
// built warren app: the time from Ctrl+K to the palette's search field taking input (the first open loads its code,
// then indexes the lists in idle slices once the field has focus; later opens reuse both), the first open until every
// list is in and the results are shown, and from a keystroke to the frame that shows it and to the results on screen.
// Written with their targets and the machine's load to bench-results/palette.json; recorded, never asserted.
//
// The palette is measured over the Profile screen, after the compute list has put the 10,000 VMs in the cache: the
// compute list refetches a location's VMs every 2 s while one of them is being created (the preset has one that
// stays so), and that work, the list's own, would otherwise fall into whichever samples it meets.
//   pnpm --filter @cloudconsole/e2e bench
import { PALETTE_TARGETS } from "../src/budgets.mjs";
import { benchDist, installKeystrokeTiming, machineLoad, startBenchSite, stats, useStandaloneBackend, writeBenchResult, type KeystrokeTimingWindow } from "./harness";

const RUNS = 3;
const REOPENS = 8;
const KEYSTROKES = "vm-0123";

const loadBefore = machineLoad();
const site = await startBenchSite({ dist: benchDist(), preset: "large" });

/**
 * In the page: presses Ctrl+K and resolves with the ms until the search field has focus, and until every list the
 * palette reads is in and its results are rendered (the next frame after that).
 */
function openPalette(): Promise<[number, number]> {
  return new Promise((resolve) => {
    const start = performance.now();
    let focusedMs: number | undefined;
    const done = () => {
      const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[role="combobox"]');
      if (focusedMs === undefined && input && document.activeElement === input) focusedMs = performance.now() - start;
      const loaded = document.querySelector('[role="dialog"] [data-search-palette]:not([data-loading]) [role="option"]');
      if (focusedMs === undefined || !loaded) return false;
      observer.disconnect();
      const field = focusedMs;
      requestAnimationFrame(() => setTimeout(() => resolve([field, performance.now() - start])));
      return true;
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

/** In the page: types `next` into the palette (see `typeAndTime`); a keystroke that leaves the same results is still a frame sample. */
function typeInPalette(next: string): Promise<[number, number, number]> {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[role="combobox"]');
  const list = document.querySelector('[role="dialog"] [role="listbox"]');
  if (!input || !list) throw new Error("palette not open");
  return (window as unknown as KeystrokeTimingWindow).typeAndTime(input, next, list);
}

const firstOpens: number[] = [];
const firstResults: number[] = [];
const reopens: number[] = [];
const keystrokesToFrame: number[] = [];
const keystrokesToResults: number[] = [];
const keystrokesToResultsFrame: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  site.routeApi(page);
  await page.addInitScript(useStandaloneBackend);
  await installKeystrokeTiming(page);
  // The compute list puts the 10,000 VMs in the cache, as for a customer who has looked at them; then, within the
  // app, to a screen that keeps nothing refreshing.
  await page.goto(`${site.origin}/app/compute`);
  await page.waitForSelector('[aria-label="Virtual machines table"] tbody tr td a', { timeout: 60_000 });
  await page.getByRole("banner").getByRole("link", { name: "Profile" }).click();
  await page.waitForURL(/\/app\/profile$/);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.getByRole("button", { name: "Search" }).waitFor();
  // Every list the palette reads is loaded before typing: the keystrokes measure ranking and rendering only.
  const [field, results] = await page.evaluate(openPalette);
  firstOpens.push(field);
  firstResults.push(results);
  const values = [...KEYSTROKES].map((_, i) => KEYSTROKES.slice(0, i + 1));
  for (const value of [...values, ...values.slice(0, -1).reverse(), ""]) {
    const [frame, listed, listedFrame] = await page.evaluate(typeInPalette, value);
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(value), frame, listed, listedFrame);
    if (!Number.isNaN(frame)) keystrokesToFrame.push(frame);
    if (!Number.isNaN(listed)) {
      keystrokesToResults.push(listed);
      keystrokesToResultsFrame.push(listedFrame);
    }
  }
  for (let reopen = 0; reopen < REOPENS; reopen++) {
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    reopens.push((await page.evaluate(openPalette))[0]);
  }
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.close();
}

await site.close();

const firstOpen = stats(firstOpens, 1);
const open = stats(reopens, 1);
const toFrame = stats(keystrokesToFrame, 1);
writeBenchResult("palette", {
  benchmark: "Command palette over 10,000 VMs and the rest (mock preset large), built warren app, Chromium",
  date: new Date().toISOString(),
  machine: { loadAverageBefore: loadBefore.loadAverage, loadAverageAfter: machineLoad().loadAverage, cpus: loadBefore.cpus },
  firstOpenMs: { ...firstOpen, target: PALETTE_TARGETS.firstOpenP95Ms, meetsTarget: firstOpen.p95 < PALETTE_TARGETS.firstOpenP95Ms },
  firstOpenToResultsMs: stats(firstResults, 1),
  openMs: { ...open, target: PALETTE_TARGETS.openP95Ms, meetsTarget: open.p95 < PALETTE_TARGETS.openP95Ms },
  keystrokeToNextFrameMs: { ...toFrame, target: PALETTE_TARGETS.keystrokeToNextFrameP95Ms, meetsTarget: toFrame.p95 < PALETTE_TARGETS.keystrokeToNextFrameP95Ms },
  keystrokeToResultsMs: stats(keystrokesToResults, 1),
  keystrokeToResultsFrameMs: stats(keystrokesToResultsFrame, 1),
  notes:
    "Over the Profile screen, the 10,000 VMs cached by an earlier visit to the compute list (whose 2 s refetch while a VM is created is the list's work, not the palette's). " +
    "firstOpen: Ctrl+K to the focused search field on the first open (loads the palette's code; the target); firstOpenToResults: until every list the palette reads is fetched and its results are rendered. " +
    "open: Ctrl+K to the focused field on later opens. keystrokeToNextFrame: from a keystroke at the start of a frame until that frame is rendered; " +
    "keystrokeToResults: until the results list changed in the DOM, and ToResultsFrame until the frame after that is rendered. " +
    "machine: the load average (1, 5, 15 min) before and after; the targets hold on a quiet machine.",
});
