import { checkResponse } from "@cloudconsole/sdk/validators";
import fc from "fast-check";
import { getResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMockApi } from "../src/api.js";
import { metalInvariantProblems } from "../src/handlers/metal.js";
import { startHttpServer, type MockHttpServer } from "../src/server.js";
import { manualClock } from "../src/store/clock.js";
import { checkSavedState } from "../src/store/stateSchema.js";
import type { MockStore } from "../src/store/store.js";
import { bundleContract } from "../../sdk/scripts/generate.mjs";
import { answerProblem, fastDispatch, listRequests } from "./fuzzAnswers.js";
import { toRequest } from "./fuzzRecords.js";
import { requestSpecs } from "./fuzzRequests.js";
import { requiredFieldsOf } from "./requestRulesSource.js";
import { propertyRuns, propertyTimeout } from "../../sdk/test/propertyRuns.js";

const SEED = 20_260_115;
const BASE = "http://mock.test/v1";
const RUNS = propertyRuns({ seed: SEED, numRuns: 50 });
const REQUESTS_PER_RUN = 200;
const requestSpec = requestSpecs(requiredFieldsOf(await bundleContract()));

/** Every list still answers what the contract promises, and the store still loads as saved state. */
async function expectListsOnContract(store: MockStore, base: string, dispatch: (request: Request) => Promise<Response | undefined>): Promise<void> {
  for (const { operation, request } of listRequests(store.state, base)) {
    const response = await dispatch(request);
    const text = (await response?.text()) ?? "";
    expect(response?.status, `${request.url}: ${text.slice(0, 300)}`).toBe(200);
    const check = checkResponse(operation, JSON.parse(text));
    expect(check?.ok ?? true, `${request.url} is off-contract: ${JSON.stringify(check)}`).toBe(true);
  }
  const saved = checkSavedState(store.snapshot());
  expect(saved.ok, saved.ok ? "" : saved.problem).toBe(true);
  expect(metalInvariantProblems(store.state)).toEqual([]);
}

describe("fuzzing every handler", () => {
  // A crash would be logged; the assertions below fail on its 500 anyway, so keep the run's output readable.
  beforeAll(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it(`answers ${RUNS.numRuns * REQUESTS_PER_RUN} generated requests without a 5xx, every error in the platform's shape, and leaves every list on contract`, async () => {
    let sent = 0;
    const clock = manualClock();
    const START = clock.now();
    const { store, handlers } = createMockApi({ baseUrl: "/v1", preset: "demo", clock });
    const dispatch = fastDispatch(handlers);
    await fc.assert(
      fc.asyncProperty(fc.array(requestSpec, { minLength: REQUESTS_PER_RUN, maxLength: REQUESTS_PER_RUN }), async (specs) => {
        // Each run starts from the seed at the same time; the handlers are built once (MSW records where each was made).
        clock.set(START);
        store.reset();
        for (const spec of specs) {
          clock.advance(spec.advanceMs);
          const request = toRequest(store.state, spec, BASE);
          expect(await answerProblem(spec, request, await dispatch(request))).toBeUndefined();
          sent += 1;
        }
        await expectListsOnContract(store, BASE, dispatch);
      }),
      { ...RUNS, endOnFailure: true },
    );
    expect(sent).toBe(RUNS.numRuns * REQUESTS_PER_RUN);
  }, propertyTimeout(300_000));

  it("picks the same handlers as MSW does over all of them", async () => {
    const specs = fc.sample(requestSpec, propertyRuns({ seed: SEED, numRuns: 150 }));
    const a = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    const b = createMockApi({ baseUrl: "/v1", preset: "demo", clock: manualClock() });
    const dispatch = fastDispatch(a.handlers);
    for (const spec of specs) {
      const fast = await dispatch(toRequest(a.store.state, spec, BASE));
      const full = await getResponse(b.handlers, toRequest(b.store.state, spec, BASE));
      expect([fast?.status, await fast?.text()]).toEqual([full?.status, await full?.text()]);
    }
  }, propertyTimeout(120_000));
});

describe("fuzzing the standalone server over HTTP", () => {
  let server: MockHttpServer;
  const clock = manualClock();
  beforeAll(async () => {
    server = await startHttpServer({ port: 0, clock, preset: "demo" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers generated requests with CORS headers on every answer, errors in the platform's shape", async () => {
    const origin = "http://localhost:5173";
    const specs = fc.sample(requestSpec, propertyRuns({ seed: SEED + 1, numRuns: 300 }));
    for (const spec of specs) {
      clock.advance(spec.advanceMs);
      const request = toRequest(server.store.state, spec, server.url, { origin });
      const response = await fetch(request);
      expect(response.headers.get("access-control-allow-origin"), request.url).toBe(origin);
      expect(await answerProblem(spec, request, response)).toBeUndefined();
    }
    await expectListsOnContract(server.store, server.url, (request) => fetch(request));
  }, propertyTimeout(120_000));
});
