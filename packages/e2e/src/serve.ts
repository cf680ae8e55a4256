// Serves each built provider app under /app (with the single-page fallback) and proxies /v1 to a standalone
// mock API server, like any static host in front of a real backend.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import sirv from "sirv";
import { startHttpServer } from "@cloudconsole/mock-api/server";
import { PROVIDERS } from "./environment";

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

// One port per provider, opened in order: Playwright waits for the last one.
for (const { id, port, mockConfig, distDir } of PROVIDERS) {
  const api = await startHttpServer({ port: 0, configName: mockConfig, preset: "demo" });
  const assets = sirv(distDir, { single: "index.html", dev: false, etag: true });
  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith("/v1/")) return void proxy(req, res, api.url.replace(/\/v1\/?$/, ""));
    if (url === "/" || url === "/app") return void res.writeHead(302, { location: "/app/" }).end();
    if (!url.startsWith("/app/")) return void res.writeHead(404).end("Not found");
    req.url = url.slice("/app".length);
    assets(req, res, () => {
      res.writeHead(404).end("Not found");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  console.log(`${id}: http://127.0.0.1:${port}/app/ (API ${api.url})`);
}
