import { test as base, expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { LIFECYCLE_MS, manualClock, mockUiConfig, type ManualClock, type MockConfigName } from "@cloudconsole/mock-api";
import { startHttpServer, type MockHttpServer } from "@cloudconsole/mock-api/server";
import { OWN_BACKEND_COOKIE } from "../src/serveApp";
import { PROVIDERS, type E2eProvider, type ProviderLabels } from "../src/environment";
import { firstLanguage } from "../src/firstLanguage";
import { followWriteOperations } from "../src/writeOperations";
import { message } from "./catalogues";
import { chatConfigOf, routeChatVendors } from "./doubles/chat";

/** The provider a test project runs against (`warren-desktop` -> warren), from playwright.config.ts's metadata. */
export function providerOf(testInfo: TestInfo): E2eProvider {
  const provider = PROVIDERS.find((candidate) => candidate.id === testInfo.project.metadata.provider);
  if (!provider) throw new Error(`Project ${testInfo.project.name} names no provider under themes/.`);
  return provider;
}

/** A mock API of the test's own behind the page's /v1 calls, on a clock that moves only when the test says so. */
export interface OwnBackend {
  /** The server's origin, for calls from the test itself (`${origin}/v1/...`). */
  origin: string;
  server: MockHttpServer;
  /** Moves the backend's time: lifecycles (VM creation, a lease's minimum hour) finish without waiting for them. */
  clock: ManualClock;
}

/** The UI configuration the mock API serves an app: its base configuration with the provider's platform settings over it. */
export type UiConfig = ReturnType<typeof mockUiConfig>;

/** Longer than any lifecycle the demo seed starts (a VM creating for 2 minutes, a machine cleaning for 10). */
const SEED_SETTLED_MS = 15 * 60 * 1000;

interface Fixtures {
  /** The provider's id (its folder under themes/ and apps/). */
  provider: string;
  /** The mock configuration the provider runs on: it decides which features the app has. */
  mockConfig: MockConfigName;
  /**
   * What the app is configured with, as the mock API serves it (site name, currency, locale, enabled features, …):
   * what a test expects of a provider comes from here and from `labels`, never from the provider's id.
   */
  uiConfig: UiConfig;
  /**
   * The language the console first shows the provider's customers, by its own rule: the site's where the console
   * speaks it, else the browser's (the project's locale), else English. The texts a test expects come in it.
   */
  language: string;
  /** The provider's own words (invoice, tax) from its settings. */
  labels: ProviderLabels;
  /** Whether the project is a phone (390 px) one. */
  isPhone: boolean;
  ownBackend: OwnBackend;
  /** When the test's own backend starts its clock (ms since the epoch); by default now. */
  backendNow: number | undefined;
}

/** Chromium ended by a crash signal while it started, before any page existed. */
const CRASHED_AT_START = /signal=SIG(SEGV|BUS|ABRT|TRAP|ILL)\b/;

export const test = base.extend<Fixtures, { browser: Browser }>({
  // Chromium now and then crashes as it starts on a loaded machine (SIGSEGV before its first page: twice in a fresh
  // clone's run of the suite, which launches it a few hundred times). Such a start is tried once more, and said so;
  // a browser that crashes again, or fails any other way, fails the test, and a test itself is never run again.
  browser: [
    async ({ playwright, browserName }, use) => {
      const browserType = playwright[browserName];
      const browser = await browserType.launch().catch(async (error: unknown) => {
        if (!CRASHED_AT_START.test(String(error))) throw error;
        console.warn(`Chromium crashed as it started; starting it once more. ${String(error).split("\n")[0] ?? ""}`);
        return browserType.launch();
      });
      await use(browser);
      await browser.close({ reason: "Test ended." });
    },
    { scope: "worker", timeout: 0 },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  provider: async ({}, use, testInfo) => use(providerOf(testInfo).id),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  mockConfig: async ({}, use, testInfo) => use(providerOf(testInfo).mockConfig),
  // The mock API's own merge of base configuration and platform settings, so the tests expect what it serves.
  uiConfig: async ({ mockConfig }, use, testInfo) => use(mockUiConfig(mockConfig, providerOf(testInfo).platform)),
  language: async ({ locale }, use, testInfo) => use(firstLanguage(providerOf(testInfo), locale)),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  labels: async ({}, use, testInfo) => use(providerOf(testInfo).labels),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  isPhone: async ({}, use, testInfo) => use(testInfo.project.name.endsWith("-phone")),
  page: async ({ page }, use, testInfo) => {
    // Every test starts on the real backend (the proxied mock server), not the in-browser mock.
    await page.addInitScript(() => {
      if (!localStorage.getItem("enableMockApi")) localStorage.setItem("enableMockApi", "false");
    });
    // No test reaches a chat vendor: where the provider has a chat, each vendor's host answers from its double,
    // which draws nothing by default. A provider without one never asks a vendor for anything, and its pages'
    // requests are then never intercepted (interception costs every request a round trip through the test).
    if (chatConfigOf(providerOf(testInfo))) await routeChatVendors(page);
    // Which write operations each project sends: the published project must send every one the full-suite desktop
    // projects send (src/writeCoverage.ts).
    const recordWrites = followWriteOperations(page, testInfo, providerOf(testInfo).fullSuite);
    await use(page);
    recordWrites();
    // A route handler still waiting on the network when the test ends (a background refetch of the configuration)
    // would fail the finished test with "route.fetch: Test ended".
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
  backendNow: [undefined, { option: true }],
  ownBackend: async ({ page, mockConfig, backendNow }, use, testInfo) => {
    // Today's date unless the test fixes one, so the demo account's billing looks as it does on the shared server;
    // then time stands still.
    const clock = manualClock(backendNow ?? Date.now());
    const { platform } = providerOf(testInfo);
    // The console's own mock shows a graceful stop as `stopping` (the platform answers `stopped` at once), and so does this one.
    const server = await startHttpServer({ port: 0, configName: mockConfig, ...(platform ? { platform } : {}), preset: "demo", clock, gracefulStopMs: LIFECYCLE_MS.vmStop });
    // The seed's own lifecycles (a VM still creating) end before the test starts: otherwise, with the clock
    // standing still, pages would poll for them as long as the test runs.
    clock.advance(SEED_SETTLED_MS);
    // The page's /v1 calls go to this backend: the app's proxy reads the cookie (no request is intercepted).
    const { baseURL } = testInfo.project.use;
    if (!baseURL) throw new Error(`Project ${testInfo.project.name} has no baseURL.`);
    await page.context().addCookies([{ name: OWN_BACKEND_COOKIE, value: new URL(server.origin).port, url: baseURL }]);
    await use({ origin: server.origin, server, clock });
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await server.close();
  },
});

/**
 * A regular expression's source matching any amount as the site writes money, in its locale and currency
 * ("€1,234.50" in en-GB euros, "$1,234.50" in en-AU Australian dollars, "1.234,50 €" in de-DE): built from Intl's
 * own parts, so a test expects the configuration's format without naming a currency.
 */
export function moneyPattern(uiConfig: UiConfig): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s");
  // With its cents always shown: ICU versions differ on a currency's fraction digits (Node's says rupiah have none,
  // Chromium's writes "Rp 113,00"), so the pattern knows the decimal separator either way.
  const parts = new Intl.NumberFormat(uiConfig.siteLocale, { style: "currency", currency: uiConfig.siteCurrency, minimumFractionDigits: 2 }).formatToParts(1234.5);
  const pattern = parts.map((part) => (["integer", "group", "decimal", "fraction"].includes(part.type) ? "#" : escape(part.value))).join("");
  // The number's digits and separators, however many, stand where its parts stood.
  const separators = parts.filter((part) => part.type === "group" || part.type === "decimal").map((part) => escape(part.value));
  return pattern.replace(/#+/, `\\d[\\d${separators.join("")}]*`);
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A scan in the middle of a transition (a toast fading in) measures half-transparent colours: scan the state the
  // page settles in, with every finite animation over. Something can start moving during the scan (a toast arriving
  // after a save), so a failing scan is repeated once the page has settled again; a real violation fails both.
  let serious = await seriousViolations(page);
  if (serious.length > 0) serious = await seriousViolations(page);
  expect(serious).toEqual([]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity));
  // Legacy mode runs axe in the page itself instead of gathering every frame's results in a new blank page, and only
  // violations are written out in full: 0.75 s a scan instead of 3 (the scans were a third of a flow's CPU time). It
  // leaves out cross-origin frames, which here are only the payment processors' and chat vendors' test doubles.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

/** Saves a full-page screenshot as a test artifact. */
/** The creation-progress screen's heading, 'Creating (name)... N%', which VMs, bare metal and services open on. */
export function creationProgress(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name: new RegExp(`^Creating ${name}\\.\\.\\. \\d+%$`) });
}

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Logs in with an API key on the login screen and waits for the console. */
export async function logIn(page: Page, apiKey: string, language = "en") {
  await page.goto("/app/");
  await page.getByRole("textbox", { name: message("login", language, "apiKey.label") }).fill(apiKey);
  await page.getByRole("button", { name: message("login", language, "logIn") }).click();
  await expect(page.getByRole("button", { name: message("shell", language, "logOut") })).toBeVisible();
}

/** Signs in without the login screen (its own tests cover it): the API key the console keeps in localStorage. */
export async function signedIn(page: Page, apiKey: string) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem("apikey")) localStorage.setItem("apikey", key);
  }, apiKey);
}

/** The tag of the smoke tests that the phone projects run. */
export const PHONE = { tag: "@phone" } as const;

/**
 * The tags of the smoke pass with its visual comparison, which every provider runs at both widths (the phone
 * projects of the full suite too): login, the shell, one list.
 */
export const VISUAL: { tag: string[] } = { tag: ["@smoke", "@phone", "@visual"] };

export { expect };
