import { afterAll, beforeAll } from "vitest";
import { MOCK_API_KEY, type MockConfigName } from "../src/constants.js";
import { startHttpServer, type MockHttpServer } from "../src/server.js";
import { manualClock, type ManualClock } from "../src/store/clock.js";

export interface TestApi {
  server: MockHttpServer;
  clock: ManualClock;
  /** fetch against the server's /v1 with the mock key (override headers to change it). */
  call(path: string, init?: RequestInit & { form?: Record<string, string | number | boolean>; json?: unknown }): Promise<Response>;
}

/** Start a real HTTP mock server on a free port for the tests of one file. */
export function useTestServer(options: { preset?: string; configName?: MockConfigName; gracefulStopMs?: number } = {}): TestApi {
  const clock = manualClock();
  const api = { clock } as TestApi;
  beforeAll(async () => {
    api.server = await startHttpServer({ port: 0, clock, ...options });
  });
  afterAll(async () => {
    await api.server.close();
  });
  api.call = (path, init = {}) => {
    const { form, json, headers, ...rest } = init;
    const h = new Headers({ apikey: MOCK_API_KEY });
    new Headers(headers).forEach((v, k) => h.set(k, v));
    let body: BodyInit | undefined = rest.body ?? undefined;
    if (form) {
      body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)]));
    } else if (json !== undefined) {
      body = JSON.stringify(json);
      h.set("content-type", "application/json");
    }
    return fetch(`${api.server.url}${path}`, { ...rest, headers: h, ...(body !== undefined ? { body } : {}) });
  };
  return api;
}
