// Benchmark of the VM create form's first load in Debian's Chromium, on the built warren app: the time from navigation
// to the form being usable (its name field and submit button on screen), with the API answering at once and with a
// simulated round trip per request, where calls made one after another add up. Cold cache every run. Writes
// bench-results/vm-create.json; nothing is asserted, timings depend on the machine.
//   pnpm --filter @cloudconsole/e2e bench            (BENCH_DIST=<dist folder> measures another build)
import { createServer } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import sirv from "sirv";
import { startHttpServer } from "@cloudconsole/mock-api/server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../src/environment";

const RUNS = 7;
/** Simulated network round trips (ms) added to every API call. */
const ROUND_TRIPS_MS = [0, 150] as const;

const require = createRequire(import.meta.url);
const dist = process.env.BENCH_DIST ?? join(dirname(require.resolve("@cloudconsole/app-warren/package.json")), "dist");
const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "bench-results");

const api = await startHttpServer({ port: 0, configName: "default", preset: "demo" });
const assets = sirv(dist, { single: "index.html", dev: false });
const site = createServer((req, res) => {
  req.url = (req.url ?? "/").replace(/^\/app/, "") || "/";
  assets(req, res, () => {
    res.writeHead(404).end();
  });
});
await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
const address = site.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Navigation start to the form usable, in ms, and how many API calls that took. */
async function measure(roundTripMs: number): Promise<{ usableMs: number; apiCalls: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let apiCalls = 0;
  await page.route("**/v1/**", async (route) => {
    apiCalls += 1;
    const url = new URL(route.request().url());
    if (roundTripMs > 0) await new Promise((resolve) => setTimeout(resolve, roundTripMs));
    await route.fulfill({ response: await route.fetch({ url: `${api.origin}${url.pathname}${url.search}` }) });
  });
  await page.addInitScript(() => {
    localStorage.setItem("apikey", "bench");
    localStorage.setItem("enableMockApi", "false");
  });
  await page.goto(`${origin}/app/compute/create`);
  const form = page.getByRole("form", { name: "Create a virtual machine" });
  await form.getByRole("textbox", { name: /^Name/ }).waitFor({ timeout: 60_000 });
  await page.getByRole("button", { name: /^Create/ }).last().waitFor({ timeout: 60_000 });
  const usableMs = await page.evaluate(() => performance.now());
  await context.close();
  return { usableMs, apiCalls };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)), min: Math.round(sorted[0] ?? 0), samples: values.length };
};

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

await browser.close();
await api.close();
site.close();

const result = {
  benchmark: "VM create form, navigation to usable (name field and submit button shown), built warren app, Chromium, cold cache",
  date: new Date().toISOString(),
  dist,
  ...results,
};
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, process.env.BENCH_DIST ? "vm-create-other.json" : "vm-create.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
