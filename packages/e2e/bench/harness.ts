// What every Chromium benchmark shares: a built provider app served under /app, the standalone mock API behind it
// (reached through page routing, so a benchmark can add a round trip per call), Debian's Chromium, the statistics and
// the results file. A benchmark measures; it never asserts, since timings depend on the machine.
import { createServer } from "node:http";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "@playwright/test";
import sirv from "sirv";
import { startHttpServer } from "@cloudconsole/mock-api/server";
import { CHROMIUM_ARGS, CHROMIUM_PATH, type E2eProvider } from "../src/environment";

const require = createRequire(import.meta.url);
const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "bench-results");

/** The built warren app, or the build named by BENCH_DIST (to measure an older build against this one). */
export const benchDist = (): string =>
  process.env.BENCH_DIST ?? join(dirname(require.resolve("@cloudconsole/app-warren/package.json")), "dist");

export interface BenchSite {
  /** Where the app answers, e.g. http://127.0.0.1:4312 (the app itself is under /app). */
  origin: string;
  browser: Browser;
  /** Sends the page's /v1 calls to the mock API, after `roundTripMs`; returns a counter of calls made so far. */
  routeApi(page: Page, roundTripMs?: number): () => number;
  close(): Promise<void>;
}

/** Serves `dist` under /app beside a mock API on `preset`, and launches Chromium. */
export async function startBenchSite(options: { dist: string; preset: "demo" | "large" }): Promise<BenchSite> {
  const api = await startHttpServer({ port: 0, configName: "default", preset: options.preset });
  const assets = sirv(options.dist, { single: "index.html", dev: false });
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

  return {
    origin,
    browser,
    routeApi(page, roundTripMs = 0) {
      let calls = 0;
      void page.route("**/v1/**", async (route) => {
        calls += 1;
        const url = new URL(route.request().url());
        if (roundTripMs > 0) await new Promise((resolve) => setTimeout(resolve, roundTripMs));
        await route.fulfill({ response: await route.fetch({ url: `${api.origin}${url.pathname}${url.search}` }) });
      });
      return () => calls;
    },
    async close() {
      await browser.close();
      await api.close();
      site.close();
    },
  };
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".woff2": "font/woff2",
};
/** What nginx (tooling/deploy/nginx/console.conf) compresses: text types of at least 1 KB, at level 6. */
const COMPRESSED = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;
const compress = (body: Buffer, type: string, acceptEncoding: string | undefined) =>
  COMPRESSED.test(type) && body.length >= 1024 && /\bgzip\b/.test(acceptEncoding ?? "") ? gzipSync(body, { level: 6 }) : undefined;

/**
 * Serves a provider's built app the way the deployed console is served (tooling/deploy's nginx): under /app with the
 * single-page fallback, text compressed with gzip, /v1 proxied (and compressed) to a fresh mock API on the demo seed.
 * For measurements where transfer sizes count (Lighthouse simulates a slow network from them).
 */
export async function serveLikeAHost(provider: E2eProvider): Promise<{ origin: string; close(): Promise<void> }> {
  const api = await startHttpServer({ port: 0, configName: provider.mockConfig, ...(provider.platform ? { platform: provider.platform } : {}), preset: "demo" });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://host");
    const acceptEncoding = req.headers["accept-encoding"];
    const send = (status: number, type: string, body: Buffer, cacheControl: string) => {
      const gzipped = compress(body, type, acceptEncoding);
      res.writeHead(status, { "content-type": type, "cache-control": cacheControl, vary: "Accept-Encoding", ...(gzipped ? { "content-encoding": "gzip" } : {}) });
      res.end(gzipped ?? body);
    };
    if (url.pathname.startsWith("/v1/")) {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string" && !["host", "connection", "accept-encoding"].includes(name)) headers.set(name, value);
        try {
          const upstream = await fetch(`${api.origin}${url.pathname}${url.search}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
          send(upstream.status, upstream.headers.get("content-type") ?? "application/octet-stream", Buffer.from(await upstream.arrayBuffer()), upstream.headers.get("cache-control") ?? "no-store");
        } catch {
          res.writeHead(502).end();
        }
      })();
      return;
    }
    if (!url.pathname.startsWith("/app/")) return void send(404, "text/plain", Buffer.from("Not found"), "no-store");
    const relative = normalize(decodeURIComponent(url.pathname.slice("/app/".length))).replace(/^(\.\.[/\\])+/, "");
    const file = join(provider.distDir, relative);
    const found = relative !== "" && relative !== "." && existsSync(file) && statSync(file).isFile();
    const path = found ? file : join(provider.distDir, "index.html");
    const immutable = found && relative.startsWith("assets/");
    send(200, CONTENT_TYPES[extname(path)] ?? "application/octet-stream", readFileSync(path), immutable ? "public, max-age=31536000, immutable" : "no-cache");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}

/** Signs the page in with an API key against the real (here: standalone mock) backend, not the in-browser one. */
export function useStandaloneBackend(): void {
  localStorage.setItem("apikey", "bench");
  localStorage.setItem("enableMockApi", "false");
}

/** The machine's load average (1, 5 and 15 minutes) and its cores: timings hold their targets on a quiet machine. */
export function machineLoad(): { loadAverage: number[]; cpus: number } {
  return { loadAverage: loadavg().map((load) => Math.round(load * 10) / 10), cpus: cpus().length };
}

/**
 * In the page, at the start of a frame: types `text` into `input` (what a keystroke does: the value changes and an
 * input event is heard) and resolves with the ms until that frame has been rendered, the frame that shows the
 * keystroke (a task posted from an animation frame callback runs once the frame's style, layout and paint are done);
 * then until `watched` shows a change (the list it narrows), and until the frame after that has been rendered. A
 * keystroke that changes nothing in `watched` within a second gives NaN for those two. Starting at a frame's start
 * leaves out the wait for the display's next refresh, which no page can shorten.
 */
export function typeAndTime(input: HTMLInputElement, text: string, watched: Element): Promise<[frame: number, changed: number, changedFrame: number]> {
  return new Promise((resolve) => {
    const before = watched.textContent;
    let start = 0;
    let frame = Number.NaN;
    const unchanged = setTimeout(() => resolve([frame, Number.NaN, Number.NaN]), 1_000);
    new MutationObserver((_records, observer) => {
      if (watched.textContent === before) return;
      observer.disconnect();
      clearTimeout(unchanged);
      const changed = performance.now() - start;
      requestAnimationFrame(() => setTimeout(() => resolve([frame, changed, performance.now() - start])));
    }).observe(watched, { childList: true, characterData: true, subtree: true });
    requestAnimationFrame(() => {
      start = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      setTimeout(() => {
        frame = performance.now() - start;
      });
    });
  });
}

/** Gives a page `typeAndTime` (as `window.typeAndTime`) before its own scripts run. */
export async function installKeystrokeTiming(page: Page): Promise<void> {
  // tsx keeps function names with a helper the page does not have; the function's source may call it.
  await page.addInitScript(`globalThis.__name = (target) => target; globalThis.typeAndTime = ${typeAndTime.toString()};`);
}

/** What `installKeystrokeTiming` gives the page. */
export type KeystrokeTimingWindow = Window & { typeAndTime: typeof typeAndTime };

/** Median, 95th percentile, extremes, rounded to `decimals`. */
export function stats(values: number[], decimals = 0) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;
  return { median: round(at(0.5)), p95: round(at(0.95)), min: round(sorted[0] ?? 0), max: round(sorted.at(-1) ?? 0), samples: values.length };
}

/** Writes bench-results/<name>.json (<name>-other.json when BENCH_DIST names another build) and prints it. */
export function writeBenchResult(name: string, result: Record<string, unknown>): void {
  mkdirSync(outDir, { recursive: true });
  const file = `${name}${process.env.BENCH_DIST ? "-other" : ""}.json`;
  writeFileSync(join(outDir, file), `${JSON.stringify({ ...result, dist: benchDist() }, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}
