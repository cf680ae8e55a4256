// What each screen of a built app costs its visitor, measured the way the browser fetches it: the screen opened cold
// (no HTTP cache) at its own address, every script and stylesheet counted until the network is idle after the screen is
// usable, and what the idle prefetch of the other screens adds after that. Used by the bundle budgets of the test
// command (route-budget.ts) and by the screens benchmark (bench/screens.bench.ts), so both count the same way.
//
// Each screen is opened twice in the same browser:
// - held: the page's idle callbacks (the console prefetches the other screens from requestIdleCallback) are queued
//   until the screen is usable and the network has been idle for IDLE_QUIET_MS. What was fetched by then is the
//   screen's own cost; releasing the queue then measures what the prefetch adds. A signed-out screen (the login) has
//   no prefetch: nothing is held, and what it fetches until AFTER_IDLE_MS after the network went idle is its own cost.
// - natural: nothing held. Every file that is not the screen's own must be requested after the screen's own idle point
//   (its own files, and the first of each API call the held run made, all arrived): prefetching never competes with
//   the screen.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { E2eProvider } from "./environment";
import { fetchedFiles, gzipCache, type Fetched } from "./fetchedFiles";
import { NetworkLog, type Seen } from "./networkLog";
import { chooseLanguage, holdIdleCallbacks, REMEMBERED_LANGUAGE_KEY, signedOut, signIn } from "./pageScripts";
import { seededData, type ScreenConfig, type ScreenData } from "./screenData";
import type { ScreenDefinition } from "./screens";
import { AFTER_IDLE_MS, PREFETCH_QUIET_MS, SCREEN_TIMEOUT_MS } from "./screenTiming";

/** The chunk that adds the configured chat widget to a page (features/chat/chatWidget.ts). */
const CHAT_LOADER = /\/assets\/chatWidget-[\w-]+\.js$/;
import { serveProviderApp } from "./serveApp";

export interface ScreenLoad {
  screen: string;
  label: string;
  path: string;
  /**
   * The screen's own cost: everything fetched until the network was idle after the screen was usable (signed out,
   * until AFTER_IDLE_MS after that).
   */
  own: Fetched;
  /** Navigation start to usable, and to the own idle point (ms, this machine, cache off). */
  usableMs: number;
  idleMs: number;
  /** What the idle prefetch fetched after the idle point (when measured). */
  prefetch?: Fetched;
  /** Files the natural run requested before the screen's own idle point that are not the screen's own (must be none). */
  prefetchedBeforeIdle: string[];
  /** What a first look saw start before the idle point, when a second look was taken (see `measure`). */
  earlyOnce?: string[];
}

export type ScreenResult = ScreenLoad | { screen: string; label: string; notApplicable: string };

/** One provider's app, served, with the pages that open its screens. */
export interface ScreenSession {
  provider: E2eProvider;
  config: ScreenConfig;
  data: ScreenData;
  /**
   * Opens a screen held, then natural (see the top of this file). `prefetch` also releases the held one's prefetch and
   * measures it; `natural: false` skips the natural run (the cost alone); `fresh` opens the screen in a browser context
   * of its own rather than the one the earlier screens used.
   */
  measure(screen: ScreenDefinition, options?: { prefetch?: boolean; natural?: boolean; fresh?: boolean }): Promise<ScreenResult>;
  close(): Promise<void>;
}

/** How many times a screen is opened at most to see whether it starts its idle work before its own idle point. */
const NATURAL_LOOKS = 3;

/**
 * A call from this process to the app it serves, sent once more when it could not be sent at all. The measuring runs
 * in the same process as the server, and its synchronous gzip work can hold the server's event loop past the fetch's
 * connect timeout on a busy machine ("fetch failed"); the second failure names its cause. Setting the profile's
 * language is idempotent, so it may be sent again too.
 */
async function fetchOrRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init).catch((error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      throw new Error(`${init.method ?? "GET"} ${new URL(url).pathname} could not be sent twice (${error instanceof Error ? error.message : String(error)}${cause})`);
    });
  }
}

export async function openScreenSession(browser: Browser, provider: E2eProvider, { language }: { language?: string } = {}): Promise<ScreenSession> {
  const app = await serveProviderApp({ ...provider, port: 0 });
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetchOrRetry(`${app.origin}/v1${path}`, { headers: { apikey: "budget" } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  if (language) {
    // Signed in, the console speaks the profile's language: the measuring account's is set as its profile call does.
    const saved = await fetchOrRetry(`${app.origin}/v1/user-resource/user/profile`, { method: "PATCH", headers: { apikey: "budget", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ lang: language }) });
    if (!saved.ok) throw new Error(`the profile's language could not be set to ${language}: ${saved.status}`);
  }
  const config = await api<ScreenConfig>("/config/ui/config");
  const data = await seededData(api, config);
  const gzip = gzipCache(provider.distDir);

  /** A page in a context of its own, signed in or out, its idle callbacks held or not, with the HTTP cache off. */
  const newPage = async (signedIn: boolean, held: boolean) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(signedIn ? signIn : signedOut);
    // A visitor who picked a language on the login screen: the console's own choice, whatever the site's or the browser's.
    if (language) await context.addInitScript(chooseLanguage, { key: REMEMBERED_LANGUAGE_KEY, language });
    if (held) await context.addInitScript(holdIdleCallbacks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    return { context, page };
  };
  const contexts = new Map<string, { context: BrowserContext; page: Page }>();
  /** A page per sign-in state and mode, reused from screen to screen. */
  const pageFor = async (signedIn: boolean, held: boolean) => {
    const key = `${signedIn}-${held}`;
    const existing = contexts.get(key) ?? (await newPage(signedIn, held));
    contexts.set(key, existing);
    return existing.page;
  };

  const fetched = (entries: Seen[]): Fetched => fetchedFiles(entries, gzip);

  return {
    provider,
    config,
    data,
    async measure(screen, options = {}) {
      if (!screen.enabled(config)) return { screen: screen.id, label: screen.label, notApplicable: `not in ${provider.id}'s configuration` };
      const path = screen.path(data);
      if (!path) return { screen: screen.id, label: screen.label, notApplicable: `the ${provider.mockConfig} seed has nothing to show on it` };

      // Held: the screen's own cost, then (optionally) what the prefetch adds. What a prefetch fetches is measured in a
      // context of its own: one the earlier screens used may already hold modules the prefetch then does not ask for.
      const hold = screen.signedIn;
      const ownContext = options.prefetch || options.fresh ? await newPage(screen.signedIn, hold) : undefined;
      const held = ownContext?.page ?? (await pageFor(screen.signedIn, hold));
      await held.goto("about:blank");
      const heldLog = new NetworkLog(held);
      let own: Fetched;
      let usableMs: number;
      let idleMs: number;
      let prefetch: Fetched | undefined;
      let ownCalls = new Set<string>();
      try {
        await held.goto(`${app.origin}${path}`);
        await screen.ready(held);
        usableMs = heldLog.now();
        // The login screen's first paint is the prerendered English one; the chosen language follows once its texts are in.
        if (language) await held.waitForFunction((chosen) => document.documentElement.lang === chosen, language, { timeout: SCREEN_TIMEOUT_MS });
        idleMs = Math.max(usableMs, await heldLog.idle());
        let countedUntil = hold ? idleMs : idleMs + AFTER_IDLE_MS;
        if (!hold) await heldLog.until(() => heldLog.now() >= countedUntil, AFTER_IDLE_MS + 1_000);
        if (!hold && config.chatEnabled && config.chatConfig) {
          // The chat widget's loader starts once the page has settled, a race with the counted window: a visitor's
          // browser always fetches it, so it is always counted (waited for, not left to timing).
          const chatLoader = () => heldLog.entries().find((entry) => CHAT_LOADER.test(entry.path));
          await heldLog.until(() => chatLoader() !== undefined, SCREEN_TIMEOUT_MS);
          countedUntil = Math.max(countedUntil, chatLoader()?.start ?? countedUntil);
        }
        const ownEntries = heldLog.entries().filter((entry) => entry.start <= countedUntil);
        own = fetched(ownEntries);
        ownCalls = new Set(ownEntries.filter((entry) => entry.kind === "api").map((entry) => entry.key));
        if (options.prefetch) {
          const before = new Set(ownEntries);
          if (hold) await held.evaluate(() => (window as unknown as { __releaseIdle: () => void }).__releaseIdle());
          // The prefetch starts once the page has stayed settled for a while (the network quiet for NETWORK_QUIET_MS,
          // looked at twice) and goes on one screen per idle period. It is done when no code has been asked for in
          // PREFETCH_QUIET_MS (API polls may go on: they do not count).
          const released = heldLog.now();
          await heldLog.until(() => {
            const code = heldLog.entries().filter((entry) => !before.has(entry) && (entry.kind === "js" || entry.kind === "css"));
            const lastCode = Math.max(released, ...code.map((entry) => entry.end ?? heldLog.now()));
            return code.every((entry) => entry.end !== undefined) && heldLog.now() - lastCode >= PREFETCH_QUIET_MS;
          }, SCREEN_TIMEOUT_MS);
          prefetch = fetched(heldLog.entries().filter((entry) => !before.has(entry)));
        }
      } finally {
        heldLog.close();
        await ownContext?.context.close();
      }

      // Natural: nothing held; no file but the screen's own may be requested before its own idle point: the moment
      // its own files and its own API calls (the first of each call the held run made before idle) have all arrived.
      const ownFiles = new Set([...own.js, ...own.css].map((entry) => `/app/${entry.file}`));
      const naturalLook = async (): Promise<string[]> => {
        const natural = await pageFor(screen.signedIn, false);
        await natural.goto("about:blank");
        const log = new NetworkLog(natural);
        try {
          await natural.goto(`${app.origin}${path}`);
          await screen.ready(natural);
          const firstOfEach = () => {
            const first = new Map<string, Seen>();
            for (const entry of log.entries()) if ((ownFiles.has(entry.path) || ownCalls.has(entry.key)) && !first.has(entry.key)) first.set(entry.key, entry);
            return [...first.values()];
          };
          // Everything the held run fetched, arrived (a call or file this run never makes does not hold it up for long).
          await log.until(() => firstOfEach().length >= ownFiles.size + ownCalls.size && firstOfEach().every((entry) => entry.end !== undefined), 10_000);
          const ownIdle = Math.max(0, ...firstOfEach().map((entry) => entry.end ?? log.now()));
          return [
            ...new Set(
              log
                .entries()
                .filter((entry) => (entry.kind === "js" || entry.kind === "css") && !ownFiles.has(entry.path) && entry.start < ownIdle)
                .map((entry) => entry.path.replace(/^\/app\//, "")),
            ),
          ].sort();
        } finally {
          log.close();
          // Leave the screen before its later prefetches and polls run into the next measurement.
          await natural.goto("about:blank");
        }
      };
      // The console tells idle from a quiet network (no answer or code arriving for half a second, twice): on a machine
      // too busy to draw a screen in under ten seconds, a pause that long can fall between two of the screen's own
      // files (a render that takes a second before it asks for the next one). A screen that started its idle work
      // early is opened again, up to NATURAL_LOOKS times, and fails only when it does so on every look: work started
      // before the screen's idle point every time is a fault of the console's. Two looks were not enough at load 18 on
      // 2 cores, where four screens of two providers started early twice; at CI's load 6 none did.
      let prefetchedBeforeIdle: string[] = [];
      let earlyOnce: string[] | undefined;
      if (options.natural !== false) {
        prefetchedBeforeIdle = await naturalLook();
        for (let look = 1; look < NATURAL_LOOKS && prefetchedBeforeIdle.length > 0; look++) {
          earlyOnce ??= prefetchedBeforeIdle;
          prefetchedBeforeIdle = await naturalLook();
        }
      }
      return { screen: screen.id, label: screen.label, path, own, usableMs: Math.round(usableMs), idleMs: Math.round(idleMs), ...(prefetch ? { prefetch } : {}), prefetchedBeforeIdle, ...(earlyOnce ? { earlyOnce } : {}) };
    },
    async close() {
      for (const { context } of contexts.values()) await context.close();
      await app.close();
    },
  };
}
