// Lighthouse on the first screens of the built warren and metal apps: login (signed out), home and the compute list
// (signed in with an API key in localStorage), mobile with simulated throttling (Lighthouse's defaults), in Debian's
// Chromium. Three runs each; the medians of the performance score, FCP, LCP, TBT and CLS go to
// bench-results/lighthouse.json with their targets (src/budgets.mjs) and the machine's load average, since a busy
// machine lowers the score. Recorded, never asserted.
//   pnpm --filter @cloudconsole/e2e bench
//
// Signing in: Lighthouse resets the HTTP cache before each run but, by default, not localStorage (its
// clearStorageTypes leaves local_storage alone). So the API key is set first from a page of the same origin that
// loads none of the app (a 404 outside /app, so nothing reaches the cache), over the same Chrome's DevTools port,
// and each run's network log is checked for the signed-in calls.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { LIGHTHOUSE_TARGETS } from "../src/budgets.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PROVIDERS } from "../src/environment";
import { serveLikeAHost, writeBenchResult } from "./harness";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_PROVIDERS and LIGHTHOUSE_SCREENS (comma-separated ids) narrow a run while looking into one figure.
const only = (name: string) => process.env[name]?.split(",");
const PROVIDER_IDS = (["warren", "metal"] as const).filter((id) => only("LIGHTHOUSE_PROVIDERS")?.includes(id) ?? true);
const SCREENS = (
  [
    { id: "login", path: "/app/", signedIn: false },
    { id: "home", path: "/app/", signedIn: true },
    { id: "compute", path: "/app/compute", signedIn: true },
  ] as const
).filter((screen) => only("LIGHTHOUSE_SCREENS")?.includes(screen.id) ?? true);

/** A call the console makes only when signed in: its presence in a run's network log proves the run was signed in. */
const SIGNED_IN_CALL = "/v1/user-resource/user";

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  signedIn: boolean;
}

/** Sets (or clears) the console's API key for `origin` in the Chrome behind `port`, without loading the app. */
async function setSession(port: number, origin: string, signedIn: boolean) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/lighthouse-session`);
    await page.evaluate((signIn) => {
      localStorage.clear();
      localStorage.setItem("enableMockApi", "false");
      if (signIn) localStorage.setItem("apikey", "lighthouse");
    }, signedIn);
    await page.close();
  } finally {
    // Disconnects; the browser itself stays up for Lighthouse.
    await browser.close();
  }
}

/** The last run's whole report for each screen, for looking into a figure (Lighthouse's viewer reads it). */
const reportsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "bench-results", "lighthouse");

async function runOnce(chrome: LaunchedChrome, url: string, report: string): Promise<Run> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(join(reportsDir, `${report}.json`), typeof result.report === "string" ? result.report : JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    signedIn: requests.some((request) => request.url?.includes(SIGNED_IN_CALL)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const loadBefore = loadavg().map((load) => Math.round(load * 10) / 10);
const results: Record<string, Record<string, unknown>> = {};
for (const id of PROVIDER_IDS) {
  const provider = PROVIDERS.find((candidate) => candidate.id === id);
  if (!provider) continue;
  const app = await serveLikeAHost(provider);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
  results[id] = {};
  try {
    for (const screen of SCREENS) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        await setSession(chrome.port, app.origin, screen.signedIn);
        const result = await runOnce(chrome, `${app.origin}${screen.path}`, `${id}-${screen.id}`);
        if (result.signedIn !== screen.signedIn) throw new Error(`${id} ${screen.id}: the run was ${result.signedIn ? "" : "not "}signed in`);
        runs.push(result);
        console.log(`${id} ${screen.id} run ${run + 1}: score ${result.score}, FCP ${result.fcpMs} ms, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`);
      }
      const target = LIGHTHOUSE_TARGETS[screen.id];
      const figures = {
        score: median(runs.map((run) => run.score)),
        fcpMs: median(runs.map((run) => run.fcpMs)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
      };
      results[id][screen.id] = {
        path: screen.path,
        signedIn: screen.signedIn,
        median: figures,
        target,
        meetsTarget: { score: figures.score >= target.minScore, tbt: figures.tbtMs < target.maxTbtMs, cls: figures.cls <= target.maxCls },
        runs,
      };
    }
  } finally {
    chrome.kill();
    await app.close();
  }
}

writeBenchResult("lighthouse", {
  benchmark: "Lighthouse 12 performance, mobile, simulated throttling (Lighthouse defaults), Debian Chromium, built apps served locally with gzip as tooling/deploy's nginx does, cold cache each run",
  date: new Date().toISOString(),
  runs: RUNS,
  machine: { loadAverageBefore: loadBefore, loadAverageAfter: loadavg().map((load) => Math.round(load * 10) / 10) },
  results,
  notes:
    "Medians of the runs. Targets hold on a quiet machine: a load average well above the core count lowers the score and raises TBT. " +
    "Signed-in runs have the API key in localStorage, which Lighthouse's storage reset keeps (it clears the HTTP cache).",
});
