// The standalone mock API: the same handlers behind node:http, for integrators, SDK tests and e2e runs.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse } from "msw";
import { createMockApi } from "./api.js";
import { CORRELATION_ID_HEADER, DEFAULT_MOCK_PORT, type MockConfigName } from "./constants.js";
import type { PlatformOverrides } from "./config/index.js";
import type { MockClock } from "./store/clock.js";
import type { MockStore } from "./store/store.js";

export interface HttpServerOptions {
  /** 0 picks a free port (tests). Default 4010. */
  port?: number;
  host?: string;
  /** Seed and/or faults, e.g. "demo", "empty+flaky". */
  preset?: string;
  configName?: MockConfigName;
  /** A provider's own platform settings over the base configuration. */
  platform?: PlatformOverrides;
  /** Defaults to the wall clock plus an offset that `POST /__mock/advance?ms=` moves. */
  clock?: MockClock;
}

export interface MockHttpServer {
  /** The API base, e.g. "http://127.0.0.1:4010/v1" (give this to the SDK as its base URL). */
  url: string;
  /** The server's origin, e.g. "http://127.0.0.1:4010". */
  origin: string;
  store: MockStore;
  close(): Promise<void>;
}

/** Base path of the API on the server. */
export const API_BASE_PATH = "/v1";

const CORS_HEADERS = {
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "access-control-expose-headers": CORRELATION_ID_HEADER,
  "access-control-max-age": "600",
};

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  const requested = req.headers["access-control-request-headers"];
  return {
    ...CORS_HEADERS,
    "access-control-allow-origin": origin ?? "*",
    "access-control-allow-headers": typeof requested === "string" && requested ? requested : "apikey, content-type",
    ...(origin ? { vary: "Origin", "access-control-allow-credentials": "true" } : {}),
  };
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  let body: ArrayBuffer | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const buffer = Buffer.concat(chunks);
    body = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  }
  return new Request(new URL(req.url ?? "/", origin), { method, headers, ...(body && body.byteLength > 0 ? { body } : {}) });
}

async function writeResponse(res: ServerResponse, response: Response, extra: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A wall clock that test drivers can move forward over HTTP. */
function offsetClock(): MockClock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/**
 * Start the mock API as an HTTP server under /v1. Besides the API it answers CORS preflights and two
 * control calls for test drivers: `POST /__mock/reset?preset=` and `POST /__mock/advance?ms=`.
 */
export async function startHttpServer(options: HttpServerOptions = {}): Promise<MockHttpServer> {
  const host = options.host ?? "127.0.0.1";
  const ownClock = options.clock ? undefined : offsetClock();
  const clock = options.clock ?? ownClock;
  const { store, handlers } = createMockApi({
    baseUrl: API_BASE_PATH,
    configName: options.configName ?? "default",
    ...(options.platform ? { platform: options.platform } : {}),
    ...(options.preset ? { preset: options.preset } : {}),
    ...(clock ? { clock } : {}),
  });

  let origin = "";
  const server = createServer((req, res) => {
    void (async () => {
      const cors = corsHeaders(req);
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const request = await toFetchRequest(req, origin);
      const { pathname, searchParams } = new URL(request.url);
      if (pathname === "/__mock/reset" && req.method === "POST") {
        store.reset(undefined, undefined);
        await writeResponse(res, Response.json({ success: true }), cors);
        return;
      }
      if (pathname === "/__mock/advance" && req.method === "POST" && ownClock) {
        ownClock.advance(Number(searchParams.get("ms") ?? 0));
        await writeResponse(res, Response.json({ success: true, now: ownClock.now() }), cors);
        return;
      }
      const response = await getResponse(handlers, request);
      if (!response) {
        const message = `Nothing here. The mock API lives under ${API_BASE_PATH}, e.g. ${API_BASE_PATH}/config/ui/config.`;
        await writeResponse(res, Response.json({ errors: { Error: message } }, { status: 404 }), {
          ...cors,
          [CORRELATION_ID_HEADER]: store.correlationId(),
        });
        return;
      }
      // HttpResponse.error() (offline, flaky): drop the connection like a dead server would.
      if (response.type === "error") {
        req.socket.destroy();
        return;
      }
      await writeResponse(res, response, cors);
    })().catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "application/json", [CORRELATION_ID_HEADER]: store.correlationId() });
      }
      res.end(JSON.stringify({ errors: { Error: `The mock API crashed: ${String(error)}` } }));
    });
  });

  // Node closes a keep-alive connection after 5 idle seconds; a client that sends its next request on it at that
  // moment gets ECONNRESET. Browsers and proxies poll this server every few seconds: keep idle connections a minute.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_MOCK_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url: `${origin}${API_BASE_PATH}`,
    origin,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
