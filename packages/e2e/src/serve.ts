// Serves each built provider app under /app (with the single-page fallback) and proxies /v1 to a standalone
// mock API server, like any static host in front of a real backend.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import sirv from "sirv";
import { startHttpServer } from "@cloudconsole/mock-api/server";
import { PROVIDER_MOCK_CONFIG, PROVIDER_PORTS, type ProviderId } from "./environment";

const require = createRequire(import.meta.url);

function distOf(provider: ProviderId): string {
  return join(dirname(require.resolve(`@cloudconsole/app-${provider}/package.json`)), "dist");
}

async function proxy(req: IncomingMessage, res: ServerResponse, target: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string" && name !== "host" && name !== "connection") headers.set(name, value);
  }
  try {
    const upstream = await fetch(new URL(req.url ?? "/", target), {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(upstream.status, Object.fromEntries([...upstream.headers].filter(([name]) => name !== "content-encoding")));
    res.end(Buffer.from(await upstream.arrayBuffer()));
  } catch {
    res.writeHead(502).end("Bad gateway");
  }
}

for (const [provider, port] of Object.entries(PROVIDER_PORTS) as [ProviderId, number][]) {
  const api = await startHttpServer({ port: 0, configName: PROVIDER_MOCK_CONFIG[provider], preset: "demo" });
  const assets = sirv(distOf(provider), { single: "index.html", dev: false, etag: true });
  createServer((req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith("/v1/")) return void proxy(req, res, api.url.replace(/\/v1\/?$/, ""));
    if (url === "/" || url === "/app") return void res.writeHead(302, { location: "/app/" }).end();
    if (!url.startsWith("/app/")) return void res.writeHead(404).end("Not found");
    req.url = url.slice("/app".length);
    assets(req, res, () => {
      res.writeHead(404).end("Not found");
    });
  }).listen(port, "127.0.0.1", () => console.log(`${provider}: http://127.0.0.1:${port}/app/ (API ${api.url})`));
}
