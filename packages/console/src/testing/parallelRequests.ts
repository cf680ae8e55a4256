import { http } from "msw";
import type { MockServer } from "@cloudconsole/mock-api/node";

/**
 * Holds the GET requests whose path ends with one of `paths` until every one of them has started, then lets them all
 * through. A screen that loads them one after another never starts the second while the first is held, so
 * `allStarted` never resolves and a test waiting on it fails: no clock is involved.
 */
export function holdUntilAllStarted(mock: MockServer, paths: readonly string[]) {
  const started = new Set<string>();
  let release: () => void = () => undefined;
  const allStarted = new Promise<void>((resolve) => {
    release = resolve;
  });
  mock.server.use(
    ...paths.map((path) =>
      http.get(`*${path}`, async () => {
        started.add(path);
        if (started.size === paths.length) release();
        await allStarted;
        // Answering nothing falls through to the mock API's own handler.
        return undefined;
      }),
    ),
  );
  return { started, allStarted };
}
