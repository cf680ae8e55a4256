// The standalone mock API: the same handlers behind node:http, for integrators, SDK tests and e2e runs.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse } from "msw";
import { createMockApi } from "./api.js";
import { CONTROL_PATH_PREFIX, advanceStep, controlCallRefusal, isLoopbackOrigin, resetSeed } from "./control.js";
import { CORRELATION_ID_HEADER, DEFAULT_MOCK_PORT, type MockConfigName } from "./constants.js";
import { headerRefusal } from "./handlers/auth.js";
import { INTERNAL_ERROR_MESSAGE } from "./handlers/guard.js";
import { apiError } from "./handlers/http.js";
import { BODY_TOO_LARGE, isWellEncoded } from "./handlers/input.js";
import { MAX_BODY_BYTES } from "./limits.js";
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
  /** Defaults to the wall clock plus an offset. `POST /__mock/advance?ms=` moves it, or a given clock that has `advance` (`manualClock()`). */
  clock?: MockClock;
  /** How long a graceful VM stop takes; default 0, the platform's immediate `stopped`. A console's e2e backend sets `LIFECYCLE_MS.vmStop`. */
  gracefulStopMs?: number;
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

/** The methods a call may have: what fetch can send, less CONNECT, TRACE and TRACK, which it refuses to. */
const CALL_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * CORS headers of an answer. Any page may call the API: its key travels in a header, so no credentials are allowed or
 * needed. Control calls re-seed and move the clock, so only pages on this machine get them.
 */
function corsHeaders(req: IncomingMessage, control: boolean): Record<string, string> {
  const origin = req.headers.origin;
  const requested = req.headers["access-control-request-headers"];
  const allowOrigin = origin === undefined ? "*" : control && !isLoopbackOrigin(origin) ? undefined : origin;
  return {
    ...CORS_HEADERS,
    ...(allowOrigin ? { "access-control-allow-origin": allowOrigin } : {}),
    "access-control-allow-headers": typeof requested === "string" && requested ? requested : "apikey, content-type",
    ...(origin !== undefined ? { vary: "Origin" } : {}),
  };
}

/** The URL a request names: a path on this server (an absolute or `*` target is no call of ours). */
function requestUrl(req: IncomingMessage, origin: string): URL | undefined {
  const target = req.url ?? "";
  if (!target.startsWith("/")) return undefined;
  try {
    return new URL(`${origin}${target}`);
  } catch {
    return undefined;
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** Whether the request carries a body not yet read in full. */
const hasUnreadBody = (req: IncomingMessage) =>
  !req.complete && (req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0);

/** The body, read no further than the mock's cap: `undefined` when it is larger (the rest is left unread). */
function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      resolve(undefined);
    };
    const onEnd = () => {
      stop();
      resolve(new Uint8Array(Buffer.concat(chunks)));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

async function writeResponse(res: ServerResponse, response: Response, extra: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Send an answer. One given before the body was read in full closes the connection after it, so a client cannot make
 * the server read a body it has refused.
 */
function respond(req: IncomingMessage, res: ServerResponse, response: Response, cors: Record<string, string>): Promise<void> {
  return writeResponse(res, response, hasUnreadBody(req) ? { ...cors, connection: "close" } : cors);
}

/** A clock that `POST /__mock/advance` can move. */
type MovableClock = MockClock & { advance(ms: number): void };

const isMovable = (clock: MockClock): clock is MovableClock => typeof (clock as Partial<MovableClock>).advance === "function";

/** A wall clock that test drivers can move forward over HTTP. */
function offsetClock(): MovableClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/**
 * Start the mock API as an HTTP server under /v1. Besides the API it answers CORS preflights and two control calls for
 * test drivers, taken only from this machine: `POST /__mock/reset?preset=` and `POST /__mock/advance?ms=`.
 */
export async function startHttpServer(options: HttpServerOptions = {}): Promise<MockHttpServer> {
  const host = options.host ?? "127.0.0.1";
  const clock = options.clock ?? offsetClock();
  const movable = isMovable(clock) ? clock : undefined;
  // How far control calls have moved the clock, which is bounded.
  let advancedMs = 0;
  const { store, handlers } = createMockApi({
    baseUrl: API_BASE_PATH,
    configName: options.configName ?? "default",
    ...(options.platform ? { platform: options.platform } : {}),
    ...(options.preset ? { preset: options.preset } : {}),
    ...(options.gracefulStopMs !== undefined ? { gracefulStopMs: options.gracefulStopMs } : {}),
    clock,
  });

  let origin = "";
  const refusal = (status: number, message: string) => apiError(store, status, message);

  /** `POST /__mock/reset?preset=` and `POST /__mock/advance?ms=`: see control.ts for who may make them. */
  const controlCall = async (req: IncomingMessage, res: ServerResponse, url: URL, cors: Record<string, string>) => {
    if (req.method === "OPTIONS") {
      const origin = req.headers.origin;
      if (origin === undefined || isLoopbackOrigin(origin)) {
        res.writeHead(204, cors);
        res.end();
        return;
      }
    }
    const refused =
      controlCallRefusal(req.method ?? "", req.headers) ??
      (isWellEncoded(url.search.slice(1)) ? undefined : { status: 400, message: "The query string is not valid: a %-escape is malformed or does not spell UTF-8." });
    if (refused) {
      await respond(req, res, refusal(refused.status, refused.message), req.method === "POST" ? cors : { ...cors, allow: "POST" });
      return;
    }
    if (url.pathname === `${CONTROL_PATH_PREFIX}reset`) {
      const seed = resetSeed(url.searchParams);
      if (typeof seed === "object") return respond(req, res, refusal(seed.status, seed.message), cors);
      store.reset(seed, undefined);
      return writeResponse(res, Response.json({ success: true }), cors);
    }
    if (url.pathname === `${CONTROL_PATH_PREFIX}advance`) {
      if (!movable) {
        const message = "This server runs on a clock its starter passed to startHttpServer without an advance method: move that clock instead.";
        return respond(req, res, refusal(409, message), cors);
      }
      const step = advanceStep(url.searchParams, advancedMs);
      if (typeof step === "object") return respond(req, res, refusal(step.status, step.message), cors);
      movable.advance(step);
      advancedMs += step;
      return writeResponse(res, Response.json({ success: true, now: movable.now() }), cors);
    }
    const message = `No control call ${url.pathname}: use POST ${CONTROL_PATH_PREFIX}reset or POST ${CONTROL_PATH_PREFIX}advance?ms=8000.`;
    return respond(req, res, refusal(404, message), cors);
  };

  /** One HTTP request: refused from its request line and headers where it can be, its body read only then. */
  const answer = async (req: IncomingMessage, res: ServerResponse, cors: Record<string, string>) => {
    const url = requestUrl(req, origin);
    if (!url) return respond(req, res, refusal(400, `Send requests to a path on this server, e.g. ${API_BASE_PATH}/config/ui/config.`), cors);
    if (url.pathname.startsWith(CONTROL_PATH_PREFIX)) return controlCall(req, res, url, cors);
    const method = req.method ?? "GET";
    if (method === "OPTIONS") {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (!url.pathname.startsWith(`${API_BASE_PATH}/`)) {
      const message = `Nothing here. The mock API lives under ${API_BASE_PATH}, e.g. ${API_BASE_PATH}/config/ui/config.`;
      return respond(req, res, refusal(404, message), cors);
    }
    if (!CALL_METHODS.has(method)) return respond(req, res, refusal(405, `The API takes GET, POST, PUT, PATCH and DELETE calls, not ${method.slice(0, 20)}.`), cors);
    const headers = headersOf(req);
    // The key is checked, and a declared size, before a byte of the body is read.
    const refused = headerRefusal(store, new Request(url, { method, headers }));
    if (refused) return respond(req, res, refused, cors);
    const body = method === "GET" || method === "HEAD" ? new Uint8Array(0) : await readBody(req);
    if (!body) return respond(req, res, refusal(413, BODY_TOO_LARGE), cors);
    const request = new Request(url, { method, headers, ...(body.byteLength > 0 ? { body } : {}) });
    const response = await getResponse(handlers, request);
    if (!response) return respond(req, res, refusal(404, `The mock API has no handler for ${method} ${url.pathname}.`), cors);
    // HttpResponse.error() (offline, flaky): drop the connection like a dead server would.
    if (response.type === "error") {
      req.socket.destroy();
      return;
    }
    return respond(req, res, response, cors);
  };

  const server = createServer((req, res) => {
    const cors = corsHeaders(req, req.url?.startsWith(CONTROL_PATH_PREFIX) ?? false);
    void answer(req, res, cors).catch((error: unknown) => {
      if (res.headersSent || req.socket.destroyed) {
        req.socket.destroy();
        return;
      }
      console.error("mock-api: a request crashed the server:", error);
      void respond(req, res, refusal(500, INTERNAL_ERROR_MESSAGE), cors).catch(() => req.socket.destroy());
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
