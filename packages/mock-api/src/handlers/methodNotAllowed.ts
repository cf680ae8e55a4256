// A path the API has, called with a method none of its operations there take, is answered 405 as the platform answers
// it (it has no firewall read by uuid: client-inspace-kube-get-location-network-firewalls-uuid), naming the methods
// it takes; a path no operation has stays the catch-all's 404.
import { operationPathSource as source, operationRoutes } from "@cloudconsole/sdk";
import { http } from "msw";
import { apiError, type DomainHandlers } from "./http.js";

const LOCATED = "/{location}";

/** Each operation's method with the paths that reach it: its template, and a located one's also without the slug. */
const routes = operationRoutes.map(({ method, template }) => {
  const templates = template.startsWith(`${LOCATED}/`) ? [template, template.slice(LOCATED.length)] : [template];
  return { method, paths: templates.map((t) => new RegExp(`^${source(t)}/?$`)) };
});

/** The methods the API takes at a path under its base (`/tll/network/firewalls/x`), sorted; empty when it has no such path. */
export function methodsAt(path: string): string[] {
  const methods = new Set(routes.filter((route) => route.paths.some((p) => p.test(path))).map((route) => route.method));
  return [...methods].sort();
}

/** Runs after every operation: a call at a known path with a method the API does not take there gets a 405. */
export const methodNotAllowedHandlers: DomainHandlers = (store, apiRoutes) => [
  http.all(apiRoutes.all, ({ request }) => {
    const url = new URL(request.url);
    const path = `${url.origin}${url.pathname}`.replace(apiRoutes.all, "/");
    const allowed = methodsAt(path);
    if (allowed.length === 0 || allowed.includes(request.method)) return undefined;
    const refusal = apiError(store, 405, `Method Not Allowed: ${path} takes ${allowed.join(", ")}.`);
    refusal.headers.set("allow", allowed.join(", "));
    return refusal;
  }),
];
