import { zErrorBody } from "@cloudconsole/sdk/validators";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { CORRELATION_ID_HEADER, MOCK_API_KEY } from "../src/constants.js";
import { MAX_BODY_BYTES, MAX_CLOCK_STEP_MS } from "../src/limits.js";
import { startHttpServer } from "../src/server.js";
import { manualClock } from "../src/store/clock.js";
import { useTestServer } from "./helpers.js";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request over node:http, which sends what fetch will not (TRACE, an absolute target, a body it does not finish).
 * `send` bytes of the body are written, then the answer is awaited without ending the body: a server that reads the
 * whole announced body before answering never answers, and the test times out.
 */
function raw(url: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: string; send?: number; chunked?: boolean }): Promise<RawAnswer> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method: options.method ?? "GET", path: options.path, headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    // The server may close the connection while the body is still going out: that is the point.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    if (options.send !== undefined) {
      const chunk = Buffer.alloc(64 * 1024, "a");
      for (let sent = 0; sent < options.send; sent += chunk.byteLength) req.write(chunk);
      if (options.chunked !== true) return;
    }
    req.end(options.body);
  });
}

/** The message of an answer in the platform's error shape, with its correlation id (it fails otherwise). */
function errorOf(answer: RawAnswer | { status: number; text: string; headers: Headers }): string {
  const body: unknown = JSON.parse(answer.text);
  expect(zErrorBody.safeParse(body).success, answer.text).toBe(true);
  const correlationId = answer.headers instanceof Headers ? answer.headers.get(CORRELATION_ID_HEADER) : answer.headers[CORRELATION_ID_HEADER];
  expect(correlationId).toMatch(/^mock-api-[0-9a-f]{6}$/);
  const { errors, message } = body as { errors?: { Error?: string }; message?: string };
  return errors?.Error ?? message ?? "";
}

async function fetched(response: Response) {
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe("the control calls", () => {
  const api = useTestServer({ preset: "demo" });
  const control = async (path: string, init: RequestInit = {}) => fetched(await fetch(`${api.server.origin}${path}`, { method: "POST", ...init }));

  it("move the clock by ms", async () => {
    const before = api.clock.now();
    const answer = await control("/__mock/advance?ms=8000");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ success: true, now: before + 8000 });
    expect(api.clock.now()).toBe(before + 8000);
  });

  it.each([
    ...["abc", "NaN", "Infinity", "-5", "1.5", "1e3", "0x10", " 5", "", String(MAX_CLOCK_STEP_MS + 1)].map((ms) => [`"${ms}"`, ms]),
    ["400 nines", "9".repeat(400)],
  ])("refuse ms=%s with 400, the clock unmoved", async (_, ms) => {
    const before = api.clock.now();
    const answer = await control(`/__mock/advance?ms=${encodeURIComponent(ms ?? "")}`);
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toBe(`ms must be a whole number of milliseconds from 0 to ${MAX_CLOCK_STEP_MS} (a year), e.g. ?ms=8000.`);
    expect(api.clock.now()).toBe(before);
    expect(Number.isFinite(api.server.store.clock.now())).toBe(true);
  });

  it.each([
    ["an unknown parameter", "/__mock/advance?ms=1&seconds=1", "/__mock/advance takes only ms, not \"seconds\"."],
    ["a repeated parameter", "/__mock/advance?ms=1&ms=2", "ms is given twice."],
    ["a fault preset", "/__mock/reset?preset=offline", "preset must be a seed: empty, demo, large. Faults are chosen when the server starts (--preset)."],
    ["a malformed %-escape", "/__mock/advance?ms=%E0%A4%A", "The query string is not valid: a %-escape is malformed or does not spell UTF-8."],
  ])("refuse %s with 400", async (_, path, message) => {
    const before = api.clock.now();
    const answer = await control(path);
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toBe(message);
    expect(api.clock.now()).toBe(before);
  });

  it("re-seed from another seed when asked", async () => {
    expect((await control("/__mock/reset?preset=empty")).status).toBe(200);
    expect(api.server.store.state.seedPreset).toBe("empty");
    expect((await control("/__mock/reset?preset=demo")).status).toBe(200);
    expect(api.server.store.state.seedPreset).toBe("demo");
  });

  it.each(["https://evil.example", "null", "http://localhost.evil.example", "http://127.0.0.1.nip.io:4010", "http://10.0.0.5:5173"])(
    "refuse a page at %s with 403: nothing is reset and the clock stays",
    async (origin) => {
      api.server.store.state.userIsAdmin = false;
      const before = api.clock.now();
      for (const path of ["/__mock/reset", "/__mock/advance?ms=8000"]) {
        const answer = await control(path, { headers: { origin } });
        expect(answer.status).toBe(403);
        expect(errorOf(answer)).toMatch(/^Control calls are taken only from this machine/);
        expect(answer.headers.get("access-control-allow-origin")).toBeNull();
      }
      expect(api.server.store.state.userIsAdmin).toBe(false);
      expect(api.clock.now()).toBe(before);
      await control("/__mock/reset");
    },
  );

  it("refuse a simple cross-site form POST", async () => {
    const answer = await control("/__mock/reset", { headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, body: "preset=empty" });
    expect(answer.status).toBe(403);
    expect(api.server.store.state.seedPreset).toBe("demo");
  });

  it("refuse a browser call from another site that carries no Origin", async () => {
    const answer = await control("/__mock/reset", { headers: { "sec-fetch-site": "cross-site" } });
    expect(answer.status).toBe(403);
  });

  it("refuse a body, since they take their parameters in the query string", async () => {
    const answer = await control("/__mock/advance", { headers: { "content-type": "text/plain" }, body: "ms=8000" });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toBe("Control calls take their parameters in the query string: send no body.");
  });

  it("answer other methods with 405 and unknown control paths with 404", async () => {
    const get = await fetched(await fetch(`${api.server.origin}/__mock/reset`));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(errorOf(get)).toMatch(/^Control calls are POST requests/);
    expect((await control("/__mock/rewind")).status).toBe(404);
  });

  it.each(["http://localhost:5173", "http://127.0.0.1:3000", "http://[::1]:8080", "https://localhost"])("take a page at %s, and tell it so without credentials", async (origin) => {
    const answer = await control("/__mock/advance?ms=0", { headers: { origin } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("answer preflights only from this machine", async () => {
    const preflight = (origin: string) =>
      fetch(`${api.server.origin}/__mock/reset`, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } });
    const local = await preflight("http://localhost:5173");
    expect(local.status).toBe(204);
    expect(local.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const foreign = await preflight("https://evil.example");
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("move the clock at most ten years in all", async () => {
    const clock = manualClock();
    const server = await startHttpServer({ port: 0, preset: "empty", clock });
    try {
      const step = async () => (await fetch(`${server.origin}/__mock/advance?ms=${MAX_CLOCK_STEP_MS}`, { method: "POST" })).status;
      for (let year = 0; year < 10; year += 1) expect(await step()).toBe(200);
      expect(await step()).toBe(400);
      expect(clock.now()).toBe(manualClock().now() + 10 * MAX_CLOCK_STEP_MS);
    } finally {
      await server.close();
    }
  });
});

describe("the key and the body over HTTP", () => {
  const api = useTestServer({ preset: "demo" });
  const post = (headers: Record<string, string>, send: number, chunked = false) =>
    raw(api.server.url, { method: "POST", path: "/v1/tll/network/network", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, send, chunked });

  it("refuses four 100 MB posts without a key after reading none of their bodies", async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => post({ "content-length": String(100 * 1024 * 1024) }, 64 * 1024)));
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.connection).toBe("close");
      expect(errorOf(answer)).toBe("No API key found in request");
    }
  });

  it("refuses a body announced larger than 1 MB with 413 before reading it", async () => {
    const answer = await post({ apikey: MOCK_API_KEY, "content-length": String(100 * 1024 * 1024) }, 64 * 1024);
    expect(answer.status).toBe(413);
    expect(errorOf(answer)).toBe("The request body is larger than the mock API accepts: send at most 1048576 bytes (1 MB).");
  });

  it("stops reading a chunked body at 1 MB and answers 413", async () => {
    const count = api.server.store.state.networks.length;
    const answer = await post({ apikey: MOCK_API_KEY }, MAX_BODY_BYTES + 64 * 1024);
    expect(answer.status).toBe(413);
    expect(api.server.store.state.networks).toHaveLength(count);
  });

  it("takes a body of 1 MB", async () => {
    const fields = "title=Big&email=a%40example.com&customer_phone=1&country=EE&document=";
    const response = await api.call("/payment/billing_account", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: fields + "x".repeat(MAX_BODY_BYTES - fields.length),
    });
    expect(response.status).toBe(200);
  });
});

describe("malformed requests over HTTP", () => {
  const api = useTestServer({ preset: "demo" });
  const origin = "http://localhost:5173";

  it.each([
    ["a path with a malformed %-escape", { path: "/v1/tll/network/network/%E0%A4%A", method: "PATCH" }, 400, "The path is not valid: a %-escape is malformed or does not spell UTF-8."],
    ["TRACE", { path: "/v1/config/ui/config", method: "TRACE" }, 405, "The API takes GET, POST, PUT, PATCH and DELETE calls, not TRACE."],
    ["an absolute request target", { path: "http://evil.example/v1/config/ui/config" }, 400, "Send requests to a path on this server, e.g. /v1/config/ui/config."],
    [
      "a multipart body with a broken boundary",
      { path: "/v1/tll/network/network", method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--y\r\nnope" },
      400,
      "The multipart body could not be read: check its boundary and parts.",
    ],
    ["bad JSON", { path: "/v1/tll/network/network", method: "POST", headers: { "content-type": "application/json" }, body: "{" }, 400, "The request body is not valid JSON. Send a JSON object of fields, or a form."],
    ["a location that does not exist", { path: "/v1/mars/network/network", method: "POST", body: "" }, 404, 'Unknown location "mars": use one of tll, jhv, trtu, jkt01 (GET /config/locations).'],
  ] as const)("answers %s in the error shape with CORS headers", async (_, options, status, message) => {
    const answer = await raw(api.server.url, { ...options, headers: { apikey: MOCK_API_KEY, origin, ...("headers" in options ? options.headers : {}) } });
    expect(answer.status).toBe(status);
    expect(errorOf(answer)).toBe(message);
    expect(answer.headers["access-control-allow-origin"]).toBe(origin);
    expect(answer.headers["access-control-expose-headers"]).toContain(CORRELATION_ID_HEADER);
  });

  it("allows any page to call the API, without credentials", async () => {
    const response = await api.call("/config/ui/config", { headers: { origin: "https://integrator.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBe("https://integrator.example");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });
});
