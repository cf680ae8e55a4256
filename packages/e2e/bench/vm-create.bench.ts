// Benchmark of the VM create form's first load in Debian's Chromium, on the built warren app: the time from navigation
// to the form being usable (its name field and submit button on screen), with the API answering at once and with a
// simulated round trip per request, where calls made one after another add up. Cold cache every run. Writes
// bench-results/vm-create.json; nothing is asserted, timings depend on the machine.
//   pnpm --filter @cloudconsole/e2e bench            (BENCH_DIST=<dist folder> measures another build)
import { benchDist, startBenchSite, stats, useStandaloneBackend, writeBenchResult } from "./harness";

const RUNS = 7;
/** Simulated network round trips (ms) added to every API call. */
const ROUND_TRIPS_MS = [0, 150] as const;

const site = await startBenchSite({ dist: benchDist(), preset: "demo" });

/** Navigation start to the form usable, in ms, and how many API calls that took. */
async function measure(roundTripMs: number): Promise<{ usableMs: number; apiCalls: number }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const apiCalls = site.routeApi(page, roundTripMs);
  await page.addInitScript(useStandaloneBackend);
  await page.goto(`${site.origin}/app/compute/create`);
  const form = page.getByRole("form", { name: "Create a virtual machine" });
  await form.getByRole("textbox", { name: /^Name/ }).waitFor({ timeout: 60_000 });
  await page.getByRole("button", { name: /^Create/ }).last().waitFor({ timeout: 60_000 });
  const usableMs = await page.evaluate(() => performance.now());
  // Polls may still be in flight: let them go rather than fail on the closed page.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.close();
  return { usableMs, apiCalls: apiCalls() };
}

const results: Record<string, unknown> = {};
for (const roundTripMs of ROUND_TRIPS_MS) {
  await measure(roundTripMs); // warm the server and the disk cache; not a sample
  const samples: number[] = [];
  let apiCalls = 0;
  for (let run = 0; run < RUNS; run++) {
    const sample = await measure(roundTripMs);
    samples.push(sample.usableMs);
    apiCalls = sample.apiCalls;
  }
  results[`roundTrip${roundTripMs}ms`] = { navigationToUsableMs: stats(samples), apiCallsByThen: apiCalls };
}

await site.close();

writeBenchResult("vm-create", {
  benchmark: "VM create form, navigation to usable (name field and submit button shown), built warren app, Chromium, cold cache",
  date: new Date().toISOString(),
  ...results,
});
