#!/usr/bin/env node
// Bundle budgets, measured the way users get them: each built app is opened signed out in Chromium, and every
// script the browser fetches until the network is idle is counted (gzip, as a host would serve it), whether the
// entry imports it, a preload asks for it or the code imports it at run time (the SDK's validators, a lazy screen).
// Also checks that auth0-js and the mock API (MSW) are chunks of their own that the login screen never fetches.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PROVIDERS } from "./environment";
import { serveProviderApp } from "./serveApp";

const KB = 1024;
/** Every script the login screen fetches until the network is idle, gzip. */
export const LOGIN_SCREEN_BUDGET = 110 * KB;
/** Each lazily loaded screen of a feature: its own chunk, gzip. */
export const FEATURE_CHUNK_BUDGET = 40 * KB;
/** Chunks allowed over it, and why: the usage chart carries its charting library, loaded on the usage screen only. */
const FEATURE_CHUNK_EXCEPTIONS: Record<string, string> = { "billing/history/UsageChart.tsx": "the charting library (Recharts), loaded on the usage screen only" };
/** Code that must never load with the login screen; each is recognised by a string only that library contains. */
const LAZY_ONLY = {
  "auth0-js": /auth0-client|Auth0-Client/,
  "msw (mock API)": /\[MSW\]/,
};

const resultsDir = fileURLToPath(new URL("../.results/", import.meta.url));
const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

let failures = 0;
const report: Record<string, { scripts: { file: string; gzip: number }[]; totalGzip: number; budget: number }> = {};
if (PROVIDERS.length === 0) {
  console.error("No provider under themes/: generate one with `pnpm new-provider`.");
  failures++;
}
// Every app must be built; the browser starts only for those that are.
const built = PROVIDERS.filter((provider) => {
  if (existsSync(join(provider.distDir, "index.html"))) return true;
  console.error(`FAIL ${provider.id}: no build in ${provider.distDir}; build the app first (turbo run build).`);
  failures++;
  return false;
});
const browser = built.length > 0 ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }) : undefined;
try {
  for (const provider of built) {
    if (!browser) break;
    const app = await serveProviderApp({ ...provider, port: 0 });
    const page = await browser.newPage();
    const fetched = new Set<string>();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/app/") && pathname.endsWith(".js") && response.ok()) fetched.add(pathname.slice("/app/".length));
    });
    try {
      await page.goto(`${app.origin}/app/`, { waitUntil: "networkidle" });
      // The login screen is up (not an error or a loading screen), and nothing more arrives after it settles.
      await page.getByRole("button", { name: "Log In" }).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState("networkidle");
    } finally {
      await page.close();
      await app.close();
    }

    const scripts = [...fetched].sort().map((file) => ({ file, gzip: gzipSize(readFileSync(join(provider.distDir, file))) }));
    const totalGzip = scripts.reduce((total, script) => total + script.gzip, 0);
    report[provider.id] = { scripts, totalGzip, budget: LOGIN_SCREEN_BUDGET };
    const ok = totalGzip <= LOGIN_SCREEN_BUDGET;
    if (!ok) failures++;
    console.log(`${ok ? "ok  " : "FAIL"} ${provider.id}: the login screen fetches ${(totalGzip / KB).toFixed(1)} KB gzip of JS until idle (budget ${LOGIN_SCREEN_BUDGET / KB} KB) in ${scripts.length} files`);
    if (!ok) for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`       ${(script.gzip / KB).toFixed(1).padStart(6)} KB  ${script.file}`);

    const allJs = readdirSync(join(provider.distDir, "assets")).filter((file) => file.endsWith(".js")).map((file) => `assets/${file}`);
    const text = (file: string) => readFileSync(join(provider.distDir, file), "utf8");
    for (const [name, marker] of Object.entries(LAZY_ONLY)) {
      const loaded = [...fetched].filter((file) => marker.test(text(file)));
      const elsewhere = allJs.filter((file) => !fetched.has(file) && marker.test(text(file)));
      const separate = loaded.length === 0 && elsewhere.length > 0;
      if (!separate) failures++;
      const size = elsewhere.reduce((total, file) => total + gzipSize(readFileSync(join(provider.distDir, file))), 0);
      const verdict = separate
        ? `loaded only when used (${(size / KB).toFixed(1)} KB gzip, ${elsewhere.length} chunk${elsewhere.length === 1 ? "" : "s"})`
        : loaded.length
          ? `loads with the login screen: ${loaded.join(", ")}`
          : "was not found in any chunk";
      console.log(`${separate ? "ok  " : "FAIL"} ${provider.id}: ${name} ${verdict}`);
    }
    failures += checkFeatureChunks(provider.id, provider.distDir);
  }
} finally {
  await browser?.close();
}

/** Every lazily loaded chunk of a feature (a dynamic entry under console/src/features) within its budget; the failures. */
function checkFeatureChunks(id: string, distDir: string): number {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  const chunks = Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && source.includes("console/src/features/"))
    .map(([source, chunk]) => ({ screen: source.replace(/^.*console\/src\/features\//, ""), gzip: gzipSize(readFileSync(join(distDir, chunk.file))) }));
  const over = chunks.filter((chunk) => chunk.gzip > FEATURE_CHUNK_BUDGET && !(chunk.screen in FEATURE_CHUNK_EXCEPTIONS));
  const largest = chunks.filter((chunk) => !(chunk.screen in FEATURE_CHUNK_EXCEPTIONS)).sort((a, b) => b.gzip - a.gzip)[0];
  console.log(
    `${over.length ? "FAIL" : "ok  "} ${id}: ${chunks.length} lazily loaded feature chunks within ${FEATURE_CHUNK_BUDGET / KB} KB gzip each` +
      (largest ? ` (largest ${largest.screen}, ${(largest.gzip / KB).toFixed(1)} KB)` : ""),
  );
  for (const chunk of over) console.log(`       ${(chunk.gzip / KB).toFixed(1).padStart(6)} KB  ${chunk.screen}`);
  for (const [screen, why] of Object.entries(FEATURE_CHUNK_EXCEPTIONS)) {
    const chunk = chunks.find((candidate) => candidate.screen === screen);
    if (chunk) console.log(`       ${(chunk.gzip / KB).toFixed(1).padStart(6)} KB  ${screen}: allowed, ${why}`);
  }
  return over.length + (chunks.length === 0 ? 1 : 0);
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, "route-budget.json"), `${JSON.stringify(report, null, 2)}\n`);
process.exit(failures ? 1 : 0);
