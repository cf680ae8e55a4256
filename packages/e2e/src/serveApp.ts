// One built provider app served as a static host would serve it: under /app with the single-page fallback, with
// /v1 proxied to its own standalone mock API server over real HTTP.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sirv from "sirv";
import { LIFECYCLE_MS, type PlatformOverrides } from "@cloudconsole/mock-api";
import type { MockConfigName } from "@cloudconsole/mock-api/constants";
import { startHttpServer } from "@cloudconsole/mock-api/server";
import { checkWrite, wireProblem } from "./publishedWire";

/**
 * The cookie naming a test's own mock API (its port on this machine): a browser context carrying it has its /v1
 * calls answered there instead of by the app's shared mock API. The proxy picks the backend, so the page's requests
 * are never intercepted, and each test still has a backend of its own.
 */
export const OWN_BACKEND_COOKIE = "e2e-backend";

function ownBackendOf(req: IncomingMessage): string | undefined {
  const port = new RegExp(`(?:^|;\\s*)${OWN_BACKEND_COOKIE}=(\\d{2,5})(?:;|$)`).exec(req.headers.cookie ?? "")?.[1];
  return port ? `http://127.0.0.1:${port}` : undefined;
}

async function bodyOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Forwards a /v1 call to `target`; with `checkPublishedWire`, a documented write that departs from the published
 * API's encoding is refused (400, in the platform's error shape) instead, and a checked one's answer names its fact
 * (`x-published-wire`).
 */
async function proxy(req: IncomingMessage, res: ServerResponse, target: string, checkPublishedWire: boolean) {
  const body = await bodyOf(req);
  const method = req.method ?? "GET";
  const path = new URL(req.url ?? "/", "http://console").pathname.slice("/v1".length);
  const check = checkPublishedWire ? checkWrite(method, path, req.headers["content-type"], body.length) : undefined;
  const problem = wireProblem(method, path, check);
  if (problem) return void res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ errors: { Error: problem } }));
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string" && name !== "host" && name !== "connection" && name !== "cookie") headers.set(name, value);
  }
  const send = () =>
    fetch(new URL(req.url ?? "/", target), {
      method: req.method,
      headers,
      body: body.length ? body : undefined,
    });
  try {
    // A reading call whose keep-alive connection was closed just as it went out is sent once more, as a browser would.
    const upstream = await send().catch((error: unknown) => {
      if (req.method !== "GET") throw error;
      return send();
    });
    const answerHeaders = Object.fromEntries([...upstream.headers].filter(([name]) => name !== "content-encoding" && name !== "content-length"));
    res.writeHead(upstream.status, check ? { ...answerHeaders, "x-published-wire": check.factId } : answerHeaders);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  } catch {
    res.writeHead(502).end("Bad gateway");
  }
}

/**
 * A processor's form POST back to the return page, answered as the shipped nginx config does: a 303 to a GET of the
 * page, its own query kept and the form's URL-encoded fields after it.
 */
async function postedReturn(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const fields = Buffer.concat(chunks).toString("utf8");
  if (!/^[A-Za-z0-9%._~+=&*-]*$/.test(fields)) return void res.writeHead(400).end("Bad request");
  const query = new URL(req.url ?? "/", "http://console").search.slice(1);
  res.writeHead(303, { location: `/app/payment_return?${query ? `${query}&` : ""}${fields}` }).end();
}

/**
 * The runtime configuration the test server deploys with, as a demo site would: the embedded mock API offered on the
 * login screen (the tests choose it per page), every other setting the build's.
 */
export const E2E_RUNTIME_CONFIG = { mockApi: "offered" } as const;

export interface ServedApp {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves `distDir` under /app on `port` (0: any free port) with a runtime configuration (`E2E_RUNTIME_CONFIG` unless
 * given) and /v1 answered by a fresh mock API ("demo").
 */
export async function serveProviderApp({
  distDir,
  mockConfig,
  platform,
  port,
  runtimeConfig = E2E_RUNTIME_CONFIG,
}: {
  distDir: string;
  mockConfig: MockConfigName;
  platform: PlatformOverrides | undefined;
  port: number;
  /** What /app/config.json holds: the settings of the console's runtime configuration. */
  runtimeConfig?: Readonly<Record<string, string>>;
}): Promise<ServedApp> {
  // An app whose console sends the published API's encoding has its writes checked against it.
  const checkPublishedWire = runtimeConfig.wireEncoding === "published";
  // The console's timing: a graceful VM stop shows `stopping` (the platform answers `stopped` at once).
  const api = await startHttpServer({ port: 0, configName: mockConfig, ...(platform ? { platform } : {}), preset: "demo", gracefulStopMs: LIFECYCLE_MS.vmStop });
  const assets = sirv(distDir, { single: "index.html", dev: false, etag: true });
  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith("/v1/")) return void proxy(req, res, ownBackendOf(req) ?? api.url.replace(/\/v1\/?$/, ""), checkPublishedWire);
    if (url === "/" || url === "/app") return void res.writeHead(302, { location: "/app/" }).end();
    if (!url.startsWith("/app/")) return void res.writeHead(404).end("Not found");
    if (url === "/app/config.json") return void res.writeHead(200, { "content-type": "application/json", "cache-control": "no-cache" }).end(JSON.stringify(runtimeConfig));
    if (req.method === "POST" && /^\/app\/payment_return(\?|$)/.test(url)) return void postedReturn(req, res);
    req.url = url.slice("/app".length);
    assets(req, res, () => {
      res.writeHead(404).end("Not found");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
