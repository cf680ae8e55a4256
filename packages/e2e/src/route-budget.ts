#!/usr/bin/env node
// Bundle budgets, measured the way users get them (src/screenLoads.ts): each screen opened cold at its own address in
// Chromium, and every script the browser fetches until the network is idle after the screen is usable counted (gzip,
// as a host would serve it), whether the entry imports it, a preload asks for it or the code imports it at run time
// (the SDK's validators, a lazy screen); the login screen, with nothing held, until 1.5 s after that. The full-suite
// providers are checked on every screen their configuration has (login ≤ 100 KB, home and compute ≤ 150 KB, any other
// ≤ 170 KB; a screen the configuration lacks is n/a) and on the rule that the idle prefetch of the other screens starts
// only after the screen's own idle point; every other provider on its login screen. A screen over its budget passes up
// to the ceiling of its recorded debt (SCREEN_DEBTS) and fails above it; a debt no provider still has fails too.
// Also: auth0-js and the mock API (MSW) are chunks of their own that the login screen never fetches, and every lazily
// loaded feature screen's own chunk is within its budget. The numbers are src/budgets.mjs, which `pnpm bench` reports
// against too. Sizes only: no timing is asserted.
//
// A quicker loop while working on one screen: `pnpm -s size --provider warren --screen vm-create --language en`
// (each option repeatable or comma-separated; `en` is the English pass, another code that language's pass) measures
// only those. A filtered run cannot tell a paid debt, so it leaves that check to the full run.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { FEATURE_CHUNK_BYTES, SCREEN_DEBTS, screenCeiling, screenLimit, TRANSLATED_SCREEN_DEBTS, translatedScreenCeiling, translatedScreenLimit } from "./budgets.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PROVIDERS, type E2eProvider } from "./environment";
import { firstLanguage } from "./firstLanguage";
import { openScreenSession, type ScreenLoad, type ScreenResult } from "./screenLoads";
import { SCREENS } from "./screens";

const KB = 1024;
/** Code that must never load with the login screen; each is recognised by a string only that library contains. */
const LAZY_ONLY = {
  "auth0-js": /auth0-client|Auth0-Client/,
  "msw (mock API)": /\[MSW\]/,
  "@sentry/browser (error tracker)": /__sentry_instrumentation_handlers__/,
};

const resultsDir = fileURLToPath(new URL("../.results/", import.meta.url));
const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

let failures = 0;
/** The report's FAIL lines, written for the test command's summary when the check ends (none left from a run before). */
const failedLines: string[] = [];
rmSync(join(resultsDir, "size-failures.txt"), { force: true });
/** Screens over their budget on some provider: a recorded debt not among them has been paid and must leave the list. */
const overBudget = new Set<string>();
/** The same in the other languages, against TRANSLATED_SCREEN_DEBTS. */
const translatedOverBudget = new Set<string>();
const translatedReport: { provider: string; language: string; result: ScreenLoad }[] = [];

/**
 * The languages the console speaks besides English, read from the console's list of them (a plain module of
 * `{ code, name }` lines), so a language added there is measured here too.
 */
const TRANSLATED_LANGUAGES = [...readFileSync(fileURLToPath(new URL("../../console/src/i18n/languages.ts", import.meta.url)), "utf8").matchAll(/\{ code: "([\w-]+)", name: /g)]
  .map((match) => match[1])
  .filter((code): code is string => code !== undefined && code !== "en");
if (TRANSLATED_LANGUAGES.length === 0) throw new Error("No language found in console/src/i18n/languages.ts besides English: update the pattern above.");
const report: Record<string, { screens: ScreenResult[]; featureChunks: { screen: string; gzip: number }[] }> = {};

/** The command line's filter: the providers, screens and languages to measure (`en` the English pass); none, all. */
const { values: only } = parseArgs({ options: { provider: { type: "string", multiple: true }, screen: { type: "string", multiple: true }, language: { type: "string", multiple: true } } });
const listed = (values: string[] | undefined) => (values ? new Set(values.flatMap((value) => value.split(",")).filter(Boolean)) : undefined);
const onlyProviders = listed(only.provider);
const onlyScreens = listed(only.screen);
const onlyLanguages = listed(only.language);
const filtered = onlyProviders !== undefined || onlyScreens !== undefined || onlyLanguages !== undefined;
const unknownScreens = [...(onlyScreens ?? [])].filter((id) => !SCREENS.some((screen) => screen.id === id));
if (unknownScreens.length) throw new Error(`Unknown screen ${unknownScreens.join(", ")}; the screens are ${SCREENS.map((screen) => screen.id).join(", ")}.`);
const measuresScreen = (id: string) => onlyScreens === undefined || onlyScreens.has(id);
const measuresLanguage = (code: string) => onlyLanguages === undefined || onlyLanguages.has(code);

if (PROVIDERS.length === 0) {
  console.error("No provider under themes/: generate one with `pnpm new-provider`.");
  failures++;
}
// Every app must be built; the browser starts only for those that are.
const built = PROVIDERS.filter((provider) => onlyProviders === undefined || onlyProviders.has(provider.id)).filter((provider) => {
  if (existsSync(join(provider.distDir, "index.html"))) return true;
  console.error(`FAIL ${provider.id}: no build in ${provider.distDir}; build the app first (turbo run build).`);
  failures++;
  return false;
});

/** Measures one provider's screens: every screen for a full-suite provider, the login screen for the others. */
async function checkProvider(browser: Browser, provider: E2eProvider): Promise<string[]> {
  const lines: string[] = [];
  const session = await openScreenSession(browser, provider);
  const screens: ScreenResult[] = [];
  try {
    for (const screen of SCREENS.filter((candidate) => (provider.fullSuite || candidate.id === "login") && measuresScreen(candidate.id) && measuresLanguage("en"))) {
      screens.push(await named(screen.label, session.measure(screen, { natural: provider.fullSuite })));
    }
  } finally {
    await session.close();
  }
  report[provider.id] = { screens, featureChunks: [] };
  // A provider whose site speaks another language is held to that language's budgets: its screens fetch its catalogues.
  const language = firstLanguage(provider);
  for (const result of screens) {
    if ("notApplicable" in result) {
      lines.push(`ok   ${provider.id} ${result.label}: n/a (${result.notApplicable})`);
      continue;
    }
    lines.push(
      ...verdict(
        provider,
        result,
        language === "en"
          ? { budget: screenLimit(result.screen), ceiling: screenCeiling(result.screen), over: overBudget }
          : { budget: translatedScreenLimit(result.screen), ceiling: translatedScreenCeiling(result.screen), over: translatedOverBudget, language },
      ),
    );
    if (provider.fullSuite && result.screen !== "login") {
      const early = result.prefetchedBeforeIdle;
      if (early.length) failures++;
      lines.push(
        early.length
          ? `FAIL ${provider.id} ${result.label}: the idle prefetch started before the screen was idle (${early.length} files: ${early.slice(0, 6).join(", ")}${early.length > 6 ? ", …" : ""})`
          : `ok   ${provider.id} ${result.label}: the idle prefetch waits for the screen's own idle point${result.earlyOnce ? ` (on a second look; the first saw ${result.earlyOnce.length} files start early: ${result.earlyOnce.slice(0, 3).join(", ")})` : ""}`,
      );
    }
  }

  // auth0-js and the mock API: chunks of their own, never fetched by the login screen.
  const login = screens.find((result) => result.screen === "login");
  const fetched = new Set(login && !("notApplicable" in login) ? login.own.js.map((script) => script.file) : []);
  const allJs = readdirSync(join(provider.distDir, "assets")).filter((file) => file.endsWith(".js")).map((file) => `assets/${file}`);
  const text = (file: string) => readFileSync(join(provider.distDir, file), "utf8");
  for (const [name, marker] of Object.entries(LAZY_ONLY)) {
    const loaded = [...fetched].filter((file) => marker.test(text(file)));
    const elsewhere = allJs.filter((file) => !fetched.has(file) && marker.test(text(file)));
    const separate = loaded.length === 0 && elsewhere.length > 0;
    if (!separate) failures++;
    const size = elsewhere.reduce((total, file) => total + gzipSize(readFileSync(join(provider.distDir, file))), 0);
    const verdict = separate
      ? `loaded only when used (${kb(size)} gzip, ${elsewhere.length} chunk${elsewhere.length === 1 ? "" : "s"})`
      : loaded.length
        ? `loads with the login screen: ${loaded.join(", ")}`
        : "was not found in any chunk";
    lines.push(`${separate ? "ok  " : "FAIL"} ${provider.id}: ${name} ${verdict}`);
  }
  lines.push(...checkFeatureChunks(provider.id, provider.distDir));
  lines.push(checkProductionBuilds(provider.id, provider.distDir));
  return lines;
}

/**
 * A library's development build (React Router's package exports name it for every condition) carries its dev
 * warnings and checks into customers' browsers; the source maps written beside the bundle name every module in it.
 */
const DEVELOPMENT_BUILD = /[\\/]dist[\\/]development[\\/]|\.development\.m?js$/;

/** That no script of the bundle holds a library's development build; the report's line. */
function checkProductionBuilds(id: string, distDir: string): string {
  const maps = readdirSync(join(distDir, "assets")).filter((file) => file.endsWith(".js.map"));
  const development = new Set(maps.flatMap((file) => (JSON.parse(readFileSync(join(distDir, "assets", file), "utf8")) as { sources?: string[] }).sources ?? []).filter((source) => DEVELOPMENT_BUILD.test(source)));
  if (maps.length === 0 || development.size > 0) failures++;
  if (maps.length === 0) return `FAIL ${id}: no source maps beside the bundle, so which builds of its libraries it holds is unknown`;
  return development.size > 0 ? `FAIL ${id}: a library's development build is bundled: ${[...development].slice(0, 3).join(", ")}` : `ok   ${id}: every library in its production build (${maps.length} source maps)`;
}

/** A measurement whose failure names the screen it was measuring. */
async function named<T>(screen: string, measuring: Promise<T>): Promise<T> {
  try {
    return await measuring;
  } catch (error) {
    throw new Error(`${screen}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A measured screen against its budget and debt ceiling: the report's lines (the largest scripts when it fails). */
function verdict(provider: E2eProvider, result: ScreenLoad, { budget, ceiling, over, language }: { budget: number; ceiling: number; over: Set<string>; language?: string }): string[] {
  const ok = result.own.jsGzip <= ceiling;
  if (!ok) failures++;
  if (result.own.jsGzip > budget) over.add(result.screen);
  const limit = ceiling > budget ? `budget ${budget / KB} KB, recorded debt up to ${kb(ceiling)}` : `budget ${budget / KB} KB`;
  const name = `${provider.id} ${result.label}${language ? ` in ${language}` : ""}`;
  const lines = [`${ok ? (result.own.jsGzip > budget ? "DEBT" : "ok  ") : "FAIL"} ${name}: ${kb(result.own.jsGzip)} gzip of JS until idle (${limit}) in ${result.own.js.length} files, CSS ${kb(result.own.cssGzip)}`];
  if (!ok) for (const script of [...result.own.js].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) lines.push(`       ${kb(script.gzip).padStart(9)}  ${script.file}`);
  return lines;
}

/**
 * Each full-suite provider's login screen in every language the console speaks besides English, and every screen of
 * the one on the default configuration in each: what a visitor who picked that language fetches (the catalogues' chunks of the language too).
 */
async function checkLanguages(browser: Browser, providers: E2eProvider[]): Promise<string[]> {
  const lines: string[] = [];
  // Every screen on the first provider of the default configuration, which has them all; the login on the others.
  const everyScreen = providers.find((provider) => provider.mockConfig === "default") ?? providers[0];
  for (const language of TRANSLATED_LANGUAGES.filter(measuresLanguage)) {
    for (const provider of providers) {
      const session = await openScreenSession(browser, provider, { language });
      try {
        for (const screen of SCREENS.filter((candidate) => (provider === everyScreen || candidate.id === "login") && measuresScreen(candidate.id))) {
          const measure = () => named(`${screen.label} in ${language}`, session.measure(screen, { natural: false, fresh: true }));
          let result = await measure();
          if ("notApplicable" in result) continue;
          // Now and then a screen here also fetches another screen's code before its own idle point (not yet
          // understood, issue 36): one that is over its ceiling is measured again, and the smaller load is its cost.
          if (result.own.jsGzip > translatedScreenCeiling(result.screen)) {
            const again = await measure();
            if (!("notApplicable" in again) && again.own.jsGzip < result.own.jsGzip) result = again;
          }
          translatedReport.push({ provider: provider.id, language, result });
          lines.push(...verdict(provider, result, { budget: translatedScreenLimit(result.screen), ceiling: translatedScreenCeiling(result.screen), over: translatedOverBudget, language }));
        }
      } finally {
        await session.close();
      }
    }
  }
  return lines;
}

/** Every lazily loaded chunk of a feature (a dynamic entry under console/src/features) within its budget; the report's lines. */
function checkFeatureChunks(id: string, distDir: string): string[] {
  const lines: string[] = [];
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  const chunks = Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && source.includes("console/src/features/"))
    .map(([source, chunk]) => ({ screen: source.replace(/^.*console\/src\/features\//, ""), gzip: gzipSize(readFileSync(join(distDir, chunk.file))) }));
  const entry = report[id];
  if (entry) entry.featureChunks = chunks;
  const over = chunks.filter((chunk) => chunk.gzip > FEATURE_CHUNK_BYTES);
  const largest = [...chunks].sort((a, b) => b.gzip - a.gzip)[0];
  if (over.length || chunks.length === 0) failures++;
  lines.push(
    `${over.length || chunks.length === 0 ? "FAIL" : "ok  "} ${id}: ${chunks.length} lazily loaded feature chunks within ${FEATURE_CHUNK_BYTES / KB} KB gzip each` +
      (largest ? ` (largest ${largest.screen}, ${kb(largest.gzip)})` : ""),
  );
  for (const chunk of over) lines.push(`       ${kb(chunk.gzip).padStart(9)}  ${chunk.screen}`);
  return lines;
}

const browser = built.length > 0 ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }) : undefined;
try {
  if (browser) {
    // Two lanes in one browser: the full-suite providers' screens; every other provider's login screen, then the
    // full-suite providers in the other languages.
    const fullSuite = built.filter((provider) => provider.fullSuite);
    const measured = async (label: string, check: () => Promise<string[]>) => {
      try {
        return await check();
      } catch (error) {
        failures++;
        return [`FAIL ${label}: could not be measured: ${error instanceof Error ? error.message : String(error)}`];
      }
    };
    const output = await Promise.all([
      (async () => (await Promise.all(fullSuite.map((provider) => measured(provider.id, () => checkProvider(browser, provider))))).flat())(),
      (async () => {
        const lines: string[] = [];
        for (const provider of built.filter((candidate) => !candidate.fullSuite)) lines.push(...(await measured(provider.id, () => checkProvider(browser, provider))));
        lines.push(...(await measured(`the other languages (${TRANSLATED_LANGUAGES.join(", ")})`, () => checkLanguages(browser, fullSuite))));
        return lines;
      })(),
    ]);
    for (const line of output.flat()) {
      console.log(line);
      if (line.startsWith("FAIL")) failedLines.push(line);
    }
  }
} finally {
  await browser?.close();
}

if (browser && filtered) console.log("NOTE a filtered run: whether a recorded debt is paid is left to the full run");
if (browser && !filtered) {
  for (const screen of Object.keys(SCREEN_DEBTS).filter((listed) => !overBudget.has(listed))) {
    failures++;
    failedLines.push(`FAIL ${screen}: within its budget on every provider now; take it off SCREEN_DEBTS in src/budgets.mjs`);
    console.log(failedLines.at(-1));
  }
  // Said, not failed: the other languages' pass loads each screen once, and a screen that sometimes fetches more there
  // (vm-detail in Estonian) would fail the check either way.
  for (const screen of Object.keys(TRANSLATED_SCREEN_DEBTS).filter((listed) => !translatedOverBudget.has(listed))) {
    console.log(`NOTE ${screen}: within its budget in every language this time; take it off TRANSLATED_SCREEN_DEBTS once that holds`);
  }
}

mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, "route-budget.json"), `${JSON.stringify({ ...report, translated: translatedReport }, null, 2)}\n`);
// The failed checks, one a line, for the test command's summary (CI shows its last lines).
writeFileSync(join(resultsDir, "size-failures.txt"), failedLines.map((line) => `${line}\n`).join(""));
console.log(failures ? `${failures} budget check${failures === 1 ? "" : "s"} failed` : "every budget met");
process.exit(failures ? 1 : 0);
