// The shipped nginx config, rendered as the container renders it, serving the built warren app with the mock API
// behind /v1: asserted over real HTTP, then in Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOCK_API_KEY } from "@cloudconsole/mock-api/constants";
import { startHttpServer, type MockHttpServer } from "@cloudconsole/mock-api/server";
import { NGINX_PATH as NGINX } from "../src/nginx.mjs";
import { renderConsoleConfig } from "../src/template";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const DIST = fileURLToPath(new URL("../../../apps/warren/dist/", import.meta.url));
/** Ports from here upward are this suite's (the e2e suite's apps start at 4301). */
const FIRST_PORT = 4700;

let work: string;
let nginx: ChildProcess | undefined;
let nginxLog = "";
let mock: MockHttpServer;
let recorder: Server;
/** What the backend received through nginx: the request's path and headers. */
const backendRequests: { url: string; headers: IncomingHttpHeaders }[] = [];
let origin: string;
let indexHtml: string;

beforeAll(async () => {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is missing at ${NGINX}: \`pnpm test\` installs Debian's nginx; by hand: apt-get install -y nginx (or set NGINX_PATH)`);
  }
  if (!existsSync(join(DIST, "index.html"))) throw new Error(`No build at ${DIST}: run \`pnpm --filter @cloudconsole/app-warren build\` first`);
  indexHtml = readFileSync(join(DIST, "index.html"), "utf8");

  // The backend: the mock API, behind a pass-through that records what nginx sends it.
  mock = await startHttpServer({ port: 0, preset: "demo" });
  recorder = createServer((req, res) => {
    backendRequests.push({ url: req.url ?? "", headers: req.headers });
    const upstream = request(`${mock.origin}${req.url ?? "/"}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
  const backend = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;

  // nginx's own files in a folder of their own; the app is served from <root>/app, as in the container. Workers run
  // as `nobody` when the test runs as root: they must be able to read the folder.
  work = mkdtempSync(join(tmpdir(), "console-nginx-"));
  chmodSync(work, 0o755);
  mkdirSync(join(work, "www"));
  symlinkSync(DIST, join(work, "www", "app"));
  const port = await freePort(FIRST_PORT);
  origin = `http://127.0.0.1:${port}`;
  writeFileSync(join(work, "console.conf"), renderConsoleConfig({ CONSOLE_LISTEN: `127.0.0.1:${port}`, CONSOLE_WEB_ROOT: join(work, "www"), CONSOLE_API_UPSTREAM: backend }));
  // The http block of the nginx image's own nginx.conf, with every path in the temporary folder.
  writeFileSync(
    join(work, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${work}/access.log;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${work}/client_body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    include ${work}/console.conf;
}
`,
  );
  const child = spawn(NGINX, ["-p", `${work}/`, "-c", join(work, "nginx.conf"), "-e", "stderr"], { stdio: ["ignore", "pipe", "pipe"] });
  nginx = child;
  child.stdout.on("data", (chunk: Buffer) => (nginxLog += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (nginxLog += chunk.toString()));
  await waitForNginx(child);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  await new Promise((resolve) => recorder?.close(resolve));
  await mock?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the console served by nginx", () => {
  it("starts with the shipped config and says nothing about it", () => {
    expect(nginxLog).toBe("");
  });

  it("answers /app/ with index.html, revalidated on every load", async () => {
    const response = await fetch(`${origin}/app/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(indexHtml);
  });

  it("answers an app route (a deep link) with index.html", async () => {
    const response = await fetch(`${origin}/app/compute/deep/link`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(indexHtml);
  });

  it("serves hashed assets cached for a year, immutable, gzipped when asked", async () => {
    const script = /src="(\/app\/assets\/index-[\w-]+\.js)"/.exec(indexHtml)?.[1];
    const style = /href="(\/app\/assets\/index-[\w-]+\.css)"/.exec(indexHtml)?.[1];
    expect(script && style).toBeTruthy();
    for (const path of [script, style]) {
      const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "gzip" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
      // fetch unzips the body: it must be the file itself.
      expect(await response.text()).toBe(readFileSync(join(DIST, (path ?? "").slice("/app/".length)), "utf8"));
    }
    const plain = await fetch(`${origin}${script}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("sends the security headers with the page", async () => {
    const { headers } = await fetch(`${origin}/app/`);
    const csp = headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      csp.split(";").map((directive) => {
        const [name = "", ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(" ")];
      }),
    );
    expect(directives).toEqual({
      "default-src": "'self'",
      "script-src": "'self'",
      "style-src": "'self'",
      "img-src": "'self' data: https:",
      "font-src": "'self'",
      "connect-src": "'self'",
      "frame-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'self'",
      "frame-ancestors": "'none'",
    });
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("server")).toBe("nginx");
  });

  it("proxies /v1 to the backend, uncached, telling it the visitor's host and scheme", async () => {
    const response = await fetch(`${origin}/v1/config/ui/config`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const direct = await fetch(`${mock.url}/config/ui/config`);
    expect(await response.json()).toEqual(await direct.json());
    const seen = backendRequests.findLast((entry) => entry.url === "/v1/config/ui/config");
    expect(seen?.headers).toMatchObject({
      host: new URL(origin).hostname,
      "x-forwarded-host": new URL(origin).hostname,
      "x-forwarded-proto": "http",
      "x-forwarded-for": "203.0.113.7, 127.0.0.1",
      "x-real-ip": "127.0.0.1",
    });
  });

  it("passes the backend's errors on unchanged", async () => {
    const [proxied, direct] = await Promise.all([fetch(`${origin}/v1/no/such/route`), fetch(`${mock.url}/no/such/route`)]);
    expect(proxied.status).toBeGreaterThanOrEqual(400);
    expect(proxied.status).toBe(direct.status);
    expect(await proxied.json()).toEqual(await direct.json());
  });

  it("redirects referral links into the app, keeping the rest of the path and the query", async () => {
    for (const [from, to] of [
      ["/referral/ABC", "/app/referral/ABC"],
      ["/referral/ABC/more?utm_source=mail", "/app/referral/ABC/more?utm_source=mail"],
      ["/", "/app/"],
      ["/app", "/app/"],
    ] as const) {
      const response = await fetch(`${origin}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(302);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("never serves source maps or dot-files, even when the build has them", async () => {
    const script = /src="\/app\/(assets\/index-[\w-]+\.js)"/.exec(indexHtml)?.[1] ?? "";
    expect(existsSync(join(DIST, `${script}.map`))).toBe(true);
    for (const path of [`/app/${script}.map`, "/app/assets/x.js.map", "/app/.vite/manifest.json"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('id="root"');
    }
  });

  it("answers a missing asset with 404, not index.html", async () => {
    const response = await fetch(`${origin}/app/assets/index-missing0.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).not.toContain('id="root"');
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
  });
});

describe("the console in Chromium through nginx", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the login screen and signs in through the proxied API under the strict policy", async () => {
    const page = await browser.newPage();
    const { events, messages } = await watchPolicyViolations(page);
    await page.goto(`${origin}/app/`);
    await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
    await page.getByRole("textbox", { name: "API key" }).fill(MOCK_API_KEY);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("button", { name: "Log out" }).waitFor();
    await page.goto(`${origin}/app/compute`);
    await page.getByRole("button", { name: "Log out" }).waitFor();
    await page.waitForLoadState("networkidle");

    // Everything the policy blocks is reported; the bundle's scripts, connections, frames, fonts and images keep to it.
    const report = events.map((violation) => `  ${isKnownViolation(violation) ? "known" : "NEW  "} ${violation.summary}`);
    console.log(`CSP: ${events.length} violations under the strict policy${report.length ? `:\n${report.join("\n")}` : ""}`);
    if (messages.length) console.log(`Chromium's console:\n${messages.map((text) => `  ${text}`).join("\n")}`);
    expect(events.filter((violation) => !isKnownViolation(violation))).toEqual([]);
    expect(messages.filter((text) => !/directive '?"?style-src|Evaluating a string as JavaScript/.test(text))).toEqual([]);
    await page.close();
  });
});

interface PolicyViolation {
  /** The directive that blocked, without -elem/-attr: "style-src", "script-src", … */
  directive: string;
  /** A URL, or "inline" or "eval". */
  blocked: string;
  /** What was blocked, where. */
  summary: string;
}

/**
 * What today's bundle does that the strict policy blocks. The policy stays strict (the bundle is to be made
 * CSP-clean): these are printed with every run rather than failing it, and anything else fails it.
 * - style-src, inline: sonner (the toasts) injects its stylesheet as a <style> element, which the policy drops.
 * - script-src, eval: zod probes `new Function("")` once to decide on its JIT parser; the throw is caught (zod then
 *   parses without eval) but the browser reports the probe. `z.config({ jitless: true })` before any schema is built
 *   skips it. It happens when zod builds its first object schema (this test waits for the page to settle to see it).
 */
function isKnownViolation(violation: PolicyViolation): boolean {
  return (violation.directive === "style-src" && violation.blocked === "inline") || (violation.directive === "script-src" && violation.blocked === "eval");
}

/**
 * Collects the page's CSP violations across navigations: its securitypolicyviolation events (what the directive
 * blocked) and Chromium's console messages about them.
 */
async function watchPolicyViolations(page: Page): Promise<{ events: PolicyViolation[]; messages: string[] }> {
  const events: PolicyViolation[] = [];
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) messages.push(message.text());
  });
  await page.exposeFunction("__reportPolicyViolation", (directive: string, blocked: string, summary: string) => {
    events.push({ directive: directive.replace(/-(elem|attr)$/, ""), blocked, summary });
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportPolicyViolation: (directive: string, blocked: string, summary: string) => void }).__reportPolicyViolation;
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : "";
      const blocked = event.blockedURI || "inline";
      report(event.effectiveDirective, blocked, `${event.effectiveDirective} blocked ${blocked}${where}${event.sample ? `: ${event.sample}` : ""}`);
    });
  });
  return { events, messages };
}

/** The first port from `start` upward that nothing listens on. */
async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port from ${start} to ${start + 99}`);
}

/** Resolves once nginx answers; rejects with its log when it exits or never answers. */
async function waitForNginx(child: ChildProcess) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${nginxLog}`);
    try {
      await fetch(`${origin}/app/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${origin}:\n${nginxLog}`);
}
