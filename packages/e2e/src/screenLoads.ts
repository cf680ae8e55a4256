// What each screen of a built app costs its visitor, measured the way the browser fetches it: the screen opened cold
// (no HTTP cache) at its own address, every script and stylesheet counted until the network is idle after the screen is
// usable, and what the idle prefetch of the other screens adds after that. Used by the bundle budgets of the test
// command (route-budget.ts) and by the screens benchmark (bench/screens.bench.ts), so both count the same way.
//
// Each screen is opened twice in the same browser:
// - held: the page's idle callbacks (the console prefetches the other screens from requestIdleCallback) are queued
//   until the screen is usable and the network has been idle for IDLE_QUIET_MS. What was fetched by then is the
//   screen's own cost; releasing the queue then measures what the prefetch adds.
// - natural: nothing held. Every file that is not the screen's own must be requested after the screen's own idle point
//   (its own files, and the first of each API call the held run made, all arrived): prefetching never competes with
//   the screen.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import type { E2eProvider } from "./environment";
import { serveProviderApp } from "./serveApp";

/** How long the network must stay quiet (no request in flight, none started or ended) to count as idle. */
export const IDLE_QUIET_MS = 500;
/** How long after its last file the idle prefetch counts as done. */
const PREFETCH_QUIET_MS = 3_000;
/** How long a screen may take to become usable, or to go idle, on a busy machine. */
const SCREEN_TIMEOUT_MS = 60_000;

/** The parts of the site configuration that decide which screens a provider has. */
export interface ScreenConfig {
  vmsEnabled?: boolean;
  bareMetalEnabled?: boolean;
  ipsEnabled?: boolean;
  privateNetworksEnabled?: boolean;
  loadBalancerEnabled?: boolean;
  storageEnabled?: boolean;
  servicesEnabled?: boolean;
}

/** Addresses of seeded resources a screen shows (a VM's page, a billing account's). */
export interface ScreenData {
  vmPath: string | undefined;
  volumePath: string | undefined;
  firewallPath: string | undefined;
  billingAccountId: number | undefined;
}

export interface ScreenDefinition {
  id: string;
  label: string;
  /** Whether the visitor is signed in (an API key in localStorage) or sees the login screen. */
  signedIn: boolean;
  /** Whether the provider's configuration has the screen at all; a screen it lacks is reported as n/a. */
  enabled: (config: ScreenConfig) => boolean;
  /** The address under the app's origin. */
  path: (data: ScreenData) => string | undefined;
  /** Resolves once the screen is usable: its heading and content shown, nothing in it still loading. */
  ready: (page: Page) => Promise<void>;
}

/** The main content is up and nothing in it is still loading (a spinner or a busy section says aria-busy). */
async function contentReady(page: Page, content: (page: Page) => Promise<void>) {
  await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
  await content(page);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]:not(button)'), undefined, { timeout: SCREEN_TIMEOUT_MS });
}
const headingOnly = async () => {};
const firstTable = (page: Page) => page.getByRole("main").getByRole("table").first().waitFor({ timeout: SCREEN_TIMEOUT_MS });

/** Every screen measured, in the order reported. */
export const SCREENS: readonly ScreenDefinition[] = [
  {
    id: "login",
    label: "login",
    signedIn: false,
    enabled: () => true,
    path: () => "/app/",
    ready: (page) => page.getByRole("button", { name: "Log In" }).first().waitFor({ timeout: SCREEN_TIMEOUT_MS }),
  },
  { id: "home", label: "home", signedIn: true, enabled: () => true, path: () => "/app/", ready: (page) => contentReady(page, headingOnly) },
  {
    id: "compute",
    label: "compute list",
    signedIn: true,
    // The Compute category lists virtual machines and bare metal: it exists when either is sold.
    enabled: (config) => config.vmsEnabled === true || config.bareMetalEnabled === true,
    path: () => "/app/compute",
    ready: (page) => contentReady(page, firstTable),
  },
  {
    id: "vm-create",
    label: "VM create",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: () => "/app/compute/create",
    ready: (page) =>
      contentReady(page, async () => {
        const form = page.getByRole("form", { name: "Create a virtual machine" });
        await form.getByRole("textbox", { name: /^Name/ }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      }),
  },
  {
    id: "vm-detail",
    label: "VM detail",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: (data) => data.vmPath,
    ready: (page) => contentReady(page, headingOnly),
  },
  {
    id: "billing-account",
    label: "billing account",
    signedIn: true,
    enabled: () => true,
    path: (data) => (data.billingAccountId === undefined ? undefined : `/app/billing/account/${data.billingAccountId}`),
    ready: (page) => contentReady(page, headingOnly),
  },
  {
    id: "usage",
    label: "usage",
    signedIn: true,
    enabled: () => true,
    path: (data) => (data.billingAccountId === undefined ? undefined : `/app/billing/account/${data.billingAccountId}?tab=usage`),
    ready: (page) =>
      contentReady(page, async () => {
        // The usage section with its chart drawn (the chart's library arrives with the section).
        await page.getByRole("table", { name: "Usage by resource" }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
        await page.getByRole("group", { name: "Cost so far this month, by day" }).locator("svg").waitFor({ timeout: SCREEN_TIMEOUT_MS });
      }),
  },
  {
    id: "network",
    label: "network",
    signedIn: true,
    // Firewalls guard virtual machines: a site with VMs has the Network page for them.
    enabled: (config) => config.ipsEnabled === true || config.privateNetworksEnabled === true || config.loadBalancerEnabled === true || config.vmsEnabled === true,
    path: () => "/app/network",
    ready: (page) => contentReady(page, headingOnly),
  },
  {
    id: "firewall-create",
    label: "firewall create",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: () => "/app/network/create/firewall",
    ready: (page) => contentReady(page, (ready) => ready.getByRole("textbox", { name: /^Sources \(rule 1\)/ }).waitFor({ timeout: SCREEN_TIMEOUT_MS })),
  },
  {
    id: "firewall-detail",
    label: "firewall detail",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: (data) => data.firewallPath,
    ready: (page) => contentReady(page, (ready) => ready.getByRole("table", { name: "Firewall rules" }).waitFor({ timeout: SCREEN_TIMEOUT_MS })),
  },
  {
    id: "storage",
    label: "storage",
    signedIn: true,
    // The Storage page lists buckets (object storage) and volumes (which come with VMs): it exists when either is sold.
    enabled: (config) => config.storageEnabled === true || config.vmsEnabled === true,
    path: () => "/app/storage",
    ready: (page) => contentReady(page, headingOnly),
  },
  {
    id: "volume-create",
    label: "volume create",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: () => "/app/storage/create/volume",
    ready: (page) => contentReady(page, (ready) => ready.getByRole("textbox", { name: /^Size \(GB\)/ }).waitFor({ timeout: SCREEN_TIMEOUT_MS })),
  },
  {
    id: "volume-detail",
    label: "volume detail",
    signedIn: true,
    enabled: (config) => config.vmsEnabled === true,
    path: (data) => data.volumePath,
    ready: (page) => contentReady(page, (ready) => ready.getByRole("region", { name: "Details" }).waitFor({ timeout: SCREEN_TIMEOUT_MS })),
  },
  {
    id: "services",
    label: "services",
    signedIn: true,
    enabled: (config) => config.servicesEnabled === true,
    path: () => "/app/services",
    ready: (page) => contentReady(page, headingOnly),
  },
  { id: "profile", label: "profile", signedIn: true, enabled: () => true, path: () => "/app/profile", ready: (page) => contentReady(page, headingOnly) },
];

export interface FileSize {
  file: string;
  gzip: number;
}
export interface Fetched {
  js: FileSize[];
  css: FileSize[];
  jsGzip: number;
  cssGzip: number;
}

export interface ScreenLoad {
  screen: string;
  label: string;
  path: string;
  /** The screen's own cost: everything fetched until the network was idle after the screen was usable. */
  own: Fetched;
  /** Navigation start to usable, and to the own idle point (ms, this machine, cache off). */
  usableMs: number;
  idleMs: number;
  /** What the idle prefetch fetched after the idle point (when measured). */
  prefetch?: Fetched;
  /** Files the natural run requested before the screen's own idle point that are not the screen's own (must be none). */
  prefetchedBeforeIdle: string[];
}

export type ScreenResult = ScreenLoad | { screen: string; label: string; notApplicable: string };

/** One request the page made: its path under the app, kind and times (ms since the tracker started). */
interface Seen {
  /** Method, path and query: the same call made again (a poll) has the same key. */
  key: string;
  path: string;
  kind: "js" | "css" | "api" | "other";
  start: number;
  end: number | undefined;
}

/** Follows a page's requests: what is in flight, what was fetched and when. */
class NetworkLog {
  private seen = new Map<Request, Seen>();
  private lastActivity = 0;
  private origin = performance.now();

  constructor(private page: Page) {
    page.on("request", this.onRequest);
    page.on("requestfinished", this.onEnd);
    page.on("requestfailed", this.onEnd);
  }

  private onRequest = (request: Request) => {
    const { pathname, search } = new URL(request.url());
    const type = request.resourceType();
    const kind = pathname.startsWith("/v1/") ? "api" : type === "script" || pathname.endsWith(".js") ? "js" : type === "stylesheet" || pathname.endsWith(".css") ? "css" : "other";
    this.seen.set(request, { key: `${request.method()} ${pathname}${search}`, path: pathname, kind, start: this.now(), end: undefined });
    this.lastActivity = this.now();
  };

  private onEnd = (request: Request) => {
    const entry = this.seen.get(request);
    if (entry) entry.end = this.now();
    this.lastActivity = this.now();
  };

  now(): number {
    return performance.now() - this.origin;
  }

  /** Forgets every request so far and restarts the clock. */
  reset(): void {
    this.seen.clear();
    this.origin = performance.now();
    this.lastActivity = 0;
  }

  entries(): Seen[] {
    return [...this.seen.values()];
  }

  private inFlight(): number {
    return this.entries().filter((entry) => entry.end === undefined).length;
  }

  /** Counts now as network activity (a quiet period starts no earlier than this). */
  touch(): void {
    this.lastActivity = this.now();
  }

  /** Resolves with the time the network went quiet, once nothing has been in flight for IDLE_QUIET_MS. */
  async idle(): Promise<number> {
    const deadline = this.now() + SCREEN_TIMEOUT_MS;
    for (;;) {
      if (this.inFlight() === 0 && this.now() - this.lastActivity >= IDLE_QUIET_MS) return this.lastActivity;
      if (this.now() > deadline) throw new Error(`the network never went idle: ${this.entries().filter((entry) => entry.end === undefined).map((entry) => entry.path).join(", ")}`);
      await this.page.waitForTimeout(50);
    }
  }

  /** Resolves once `done` holds (checked every 50 ms), or after `timeoutMs`. */
  async until(done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = this.now() + timeoutMs;
    while (!done() && this.now() < deadline) await this.page.waitForTimeout(50);
  }

  close(): void {
    this.page.off("request", this.onRequest);
    this.page.off("requestfinished", this.onEnd);
    this.page.off("requestfailed", this.onEnd);
  }
}

/**
 * In the page, before its scripts: while `hold` is true, idle callbacks are queued instead of scheduled;
 * `__releaseIdle()` schedules them all. The console's idle prefetch is the page's only user of idle callbacks.
 */
function holdIdleCallbacks() {
  type Callback = (deadline: IdleDeadline) => void;
  const queue = new Map<number, [Callback, IdleRequestOptions | undefined]>();
  const original = window.requestIdleCallback.bind(window);
  const cancel = window.cancelIdleCallback.bind(window);
  let hold = true;
  let next = -1;
  window.requestIdleCallback = (callback: Callback, options?: IdleRequestOptions) => {
    if (!hold) return original(callback, options);
    queue.set(next, [callback, options]);
    return next--;
  };
  window.cancelIdleCallback = (handle: number) => {
    if (handle < 0) queue.delete(handle);
    else cancel(handle);
  };
  (window as unknown as { __releaseIdle: () => void }).__releaseIdle = () => {
    hold = false;
    for (const [callback, options] of queue.values()) original(callback, options);
    queue.clear();
  };
}

/** Signs the page in with an API key, against the served backend rather than the in-browser mock. */
function signIn() {
  localStorage.setItem("apikey", "budget");
  localStorage.setItem("enableMockApi", "false");
}
function signedOut() {
  localStorage.setItem("enableMockApi", "false");
}

/** One provider's app, served, with the pages that open its screens. */
export interface ScreenSession {
  provider: E2eProvider;
  config: ScreenConfig;
  data: ScreenData;
  /**
   * Opens a screen held, then natural (see the top of this file). `prefetch` also releases the held one's prefetch and
   * measures it; `natural: false` skips the natural run (the cost alone).
   */
  measure(screen: ScreenDefinition, options?: { prefetch?: boolean; natural?: boolean }): Promise<ScreenResult>;
  close(): Promise<void>;
}

export async function openScreenSession(browser: Browser, provider: E2eProvider): Promise<ScreenSession> {
  const app = await serveProviderApp({ ...provider, port: 0 });
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${app.origin}/v1${path}`, { headers: { apikey: "budget" } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const config = await api<ScreenConfig>("/config/ui/config");
  const data = await seededData(api, config);
  const gzip = gzipCache(provider.distDir);

  /** A page in a context of its own, signed in or out, its idle callbacks held or not, with the HTTP cache off. */
  const newPage = async (signedIn: boolean, held: boolean) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(signedIn ? signIn : signedOut);
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

  const fetched = (entries: Seen[]): Fetched => {
    const files = (kind: "js" | "css") =>
      [...new Set(entries.filter((entry) => entry.kind === kind && entry.path.startsWith("/app/")).map((entry) => entry.path.slice("/app/".length)))]
        .sort()
        .map((file) => ({ file, gzip: gzip(file) }));
    const js = files("js");
    const css = files("css");
    return { js, css, jsGzip: js.reduce((sum, f) => sum + f.gzip, 0), cssGzip: css.reduce((sum, f) => sum + f.gzip, 0) };
  };

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
      const ownContext = options.prefetch ? await newPage(screen.signedIn, true) : undefined;
      const held = ownContext?.page ?? (await pageFor(screen.signedIn, true));
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
        idleMs = Math.max(usableMs, await heldLog.idle());
        const ownEntries = heldLog.entries();
        own = fetched(ownEntries);
        ownCalls = new Set(ownEntries.filter((entry) => entry.kind === "api").map((entry) => entry.key));
        if (options.prefetch) {
          const before = new Set(ownEntries);
          await held.evaluate(() => (window as unknown as { __releaseIdle: () => void }).__releaseIdle());
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
      let prefetchedBeforeIdle: string[] = [];
      if (options.natural !== false) {
        const ownFiles = new Set([...own.js, ...own.css].map((entry) => `/app/${entry.file}`));
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
          prefetchedBeforeIdle = [
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
      }
      return { screen: screen.id, label: screen.label, path, own, usableMs: Math.round(usableMs), idleMs: Math.round(idleMs), ...(prefetch ? { prefetch } : {}), prefetchedBeforeIdle };
    },
    async close() {
      for (const { context } of contexts.values()) await context.close();
      await app.close();
    },
  };
}

/** A running VM's page, a firewall's and the demo's company billing account, read from the served API as the console would. */
async function seededData(api: <T>(path: string) => Promise<T>, config: ScreenConfig): Promise<ScreenData> {
  let vmPath: string | undefined;
  let volumePath: string | undefined;
  let firewallPath: string | undefined;
  if (config.vmsEnabled) {
    const locations = await api<{ slug: string }[]>("/config/locations");
    for (const { slug } of locations) {
      const [firewall] = await api<{ uuid: string }[]>(`/${slug}/network/firewalls`);
      if (firewall) {
        firewallPath = `/app/network/firewall/${slug}/${firewall.uuid}`;
        break;
      }
    }
    for (const { slug } of locations) {
      const vms = await api<{ uuid: string; status: string }[]>(`/${slug}/user-resource/vm/list`);
      const vm = vms.find((candidate) => candidate.status === "running") ?? vms[0];
      if (vm) {
        vmPath = `/app/compute/vm/${slug}/${vm.uuid}`;
        break;
      }
    }
  }
  // A volume's page: the first disk of the first location that has one (volumes come with VMs).
  if (config.vmsEnabled) {
    for (const { slug } of await api<{ slug: string }[]>("/config/locations")) {
      const [disk] = await api<{ uuid: string }[]>(`/${slug}/storage/disks`);
      if (disk) {
        volumePath = `/app/storage/volume/${slug}/${disk.uuid}`;
        break;
      }
    }
  }
  const accounts = await api<{ id: number; title: string; is_deleted?: boolean }[]>("/payment/billing_account/list");
  const account = accounts.find((candidate) => candidate.title === "Acme OÜ") ?? accounts.find((candidate) => !candidate.is_deleted);
  return { vmPath, volumePath, firewallPath, billingAccountId: account?.id };
}

/** Gzip size (level 9, as a host would serve it) of a built file, each file compressed once. */
function gzipCache(distDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}
