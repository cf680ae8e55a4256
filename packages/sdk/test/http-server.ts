// A real HTTP server for client tests: each test scripts its responses; every request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { apiBaseUrl, createApiClient, type ApiClientOptions } from "../src/index.js";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Replaces the handler for the following requests. */
  handle: (handler: Handler) => void;
  close: () => Promise<void>;
}

/** Sends a JSON body with a status and optional extra headers. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

/** Starts a server on a free local port. */
export async function startServer(initial: Handler = (_request, response) => sendJson(response, 404, { message: "no handler" })): Promise<TestServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A test file's server and client: starts the server before the file's tests and closes it after, forgets recorded
 * requests and logged messages before each test, and makes clients against it with a silent logger.
 */
export function useTestServer(defaults: Partial<ApiClientOptions> = {}) {
  let server: TestServer | undefined;
  const logger = { error: vi.fn(), warn: vi.fn() };
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (server) server.requests.length = 0;
    logger.error.mockReset();
    logger.warn.mockReset();
  });
  const current = (): TestServer => {
    if (!server) throw new Error("the test server starts in beforeAll");
    return server;
  };
  /** The running server (usable in tests and hooks, once beforeAll has started it). */
  const live: TestServer = {
    get origin() {
      return current().origin;
    },
    get requests() {
      return current().requests;
    },
    handle: (next) => current().handle(next),
    close: () => current().close(),
  };
  return {
    server: live,
    logger,
    client: (options: Partial<ApiClientOptions> = {}) =>
      createApiClient({ baseUrl: apiBaseUrl({ origin: current().origin, prefix: "/api" }), logger, ...defaults, ...options }),
  };
}
