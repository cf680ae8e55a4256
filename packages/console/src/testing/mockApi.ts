import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from "vitest";
import type { MockConfigName } from "@cloudconsole/mock-api";
import { createMockServer, type MockServer } from "@cloudconsole/mock-api/node";
import { clearSession, storeApiKey } from "../session/sessionStore";

export interface MockApiTestOptions {
  configName?: MockConfigName;
  /** A seed and/or faults, e.g. "empty", "demo+slow" (default: the mock's demo seed). */
  preset?: string;
  /** Where the code under test calls the API; renderScreen's StoryProviders call http://localhost/v1. */
  baseUrl?: string;
  /** The API key the tests are signed in with; null: signed out. */
  apiKey?: string | null;
  /** Clear the session after every test (signing in again before the next one), for tests that change it. */
  freshSession?: boolean;
  /** Give every element a 1000×800 viewport: jsdom lays nothing out, and a virtualised table renders no rows without one. */
  layout?: boolean;
}

/**
 * The mock API for a test file: registers the vitest hooks that start it, re-seed it after each test and stop it,
 * and signs the tests in. Call once at the top of the file; the returned server is for `store` and `server.use(...)`.
 */
export function setupMockApi({ configName, preset, baseUrl = "http://localhost/v1", apiKey = "demo-key", freshSession = false, layout = false }: MockApiTestOptions = {}): MockServer {
  const mock = createMockServer({ baseUrl, configName, preset });
  const signIn = () => {
    if (apiKey !== null) storeApiKey(apiKey);
  };
  let layoutSpies: MockInstance[] = [];

  beforeAll(() => {
    if (!freshSession) signIn();
    mock.listen();
    if (layout) {
      layoutSpies = [
        vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(800),
        vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000),
      ];
    }
  });
  if (freshSession) beforeEach(signIn);
  afterEach(() => {
    mock.reset();
    if (freshSession) clearSession();
  });
  afterAll(() => {
    for (const spy of layoutSpies) spy.mockRestore();
    mock.close();
    clearSession();
  });
  return mock;
}
