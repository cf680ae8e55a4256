// Calls of located operations made without a location slug, answered in the default location as the published API
// answers them (mutashim-go never names a location; hllme-tf's VM calls and rayhan-js without `withLocation` neither).
import { operationPathSource as source, operationRoutes as operations } from "@cloudconsole/sdk";
import { getResponse, http, type HttpHandler } from "msw";
import type { MockStore } from "../store/store.js";
import type { ApiRoutes, HandlerOptions } from "./http.js";

const LOCATED = "/{location}";
/** Located operations by what follows their slug, each as the method and a pattern of the path without one. */
const located = operations
  .filter((op) => op.template.startsWith(`${LOCATED}/`))
  .map((op) => ({ method: op.method, path: new RegExp(`^${source(op.template.slice(LOCATED.length))}/?$`) }));
/** Paths of operations named without a location, and the paths beneath them (a package's allow-list). */
const unlocated = operations
  .filter((op) => !op.template.startsWith(`${LOCATED}/`))
  .map((op) => new RegExp(`^${source(op.template)}(/|$)`));

/**
 * Whether a path under the API base is a located operation's path without its slug. A path an unlocated operation
 * names, or one beneath such a resource (`/user-resource/service/package/{uuid}/whitelist_addresses`, whose package
 * is named without a location), is not: the caller must say where.
 */
export function isUnlocatedCall(method: string, path: string): boolean {
  if (unlocated.some((p) => p.test(path))) return false;
  return located.some((op) => op.method === method && op.path.test(path));
}

/**
 * Answers a located operation called without a slug as the same call in the default location, through every handler
 * (faults, the guard, the operation). `all` is the full handler list, read when a call arrives.
 */
export function defaultLocationHandlers(store: MockStore, routes: ApiRoutes, options: HandlerOptions, all: () => HttpHandler[]): HttpHandler[] {
  const basePath = new URL(options.baseUrl, "http://base.invalid").pathname.replace(/\/+$/, "");
  return [
    http.all(routes.all, async ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith(`${basePath}/`)) return undefined;
      const path = url.pathname.slice(basePath.length);
      if (!isUnlocatedCall(request.method, path)) return undefined;
      const location = store.state.locations.find((l) => l.is_default) ?? store.state.locations[0];
      if (!location) return undefined;
      url.pathname = `${basePath}/${encodeURIComponent(location.slug)}${path}`;
      const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
      return getResponse(all(), new Request(url, { method: request.method, headers: request.headers, ...(body ? { body } : {}) }));
    }),
  ];
}
