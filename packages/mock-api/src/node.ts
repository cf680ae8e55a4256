import { setupServer, type SetupServer } from "msw/node";
import { createMockApi, type MockApiOptions } from "./api.js";
import type { MockStore } from "./store/store.js";

export interface MockServerOptions extends Partial<MockApiOptions> {
  /** Defaults to "/v1", which matches any origin. */
  baseUrl?: string;
}

export interface MockServer {
  /** The MSW server: `listen()`, `close()`, `use(...)` for per-test overrides. */
  server: SetupServer;
  store: MockStore;
  listen(): void;
  close(): void;
  /** Re-seed the store and drop per-test handler overrides. */
  reset(): void;
}

/** MSW's Node interceptor over a fresh mock API, for unit tests of code that calls `fetch`. */
export function createMockServer(options: MockServerOptions = {}): MockServer {
  const { store, handlers } = createMockApi({ ...options, baseUrl: options.baseUrl ?? "/v1" });
  const server = setupServer(...handlers);
  return {
    server,
    store,
    listen: () => server.listen({ onUnhandledRequest: "bypass" }),
    close: () => server.close(),
    reset: () => {
      server.resetHandlers();
      store.reset();
    },
  };
}
