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
  }
} finally {
  await browser?.close();
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, "route-budget.json"), `${JSON.stringify(report, null, 2)}\n`);
process.exit(failures ? 1 : 0);
