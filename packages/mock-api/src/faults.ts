// Fault presets: handlers placed before the domain handlers, so any call can be made to misbehave
// without the domains knowing. A fault handler that returns nothing lets the request through.
import { HttpResponse, delay, http, type HttpHandler } from "msw";
import type { MockFaultPreset } from "./constants.js";
import { createRng } from "./factories/random.js";
import { apiError, errorHeaders, type ApiRoutes } from "./handlers/http.js";
import type { MockStore } from "./store/store.js";

export interface FaultOptions {
  /** Latency range of `slow`, in ms (default 800–2500). */
  latencyMs?: [number, number];
  /** Share of calls `flaky` breaks (default 0.25): half 502s, half dropped connections. */
  flakyRate?: number;
  /** Seed of the fault layer's own PRNG (kept apart from the store's, so ids stay the same). */
  seed?: string;
}

/** The 500 messages the platform is known to answer, and the call that gives each under the `errors` preset. */
export const DOCUMENTED_FAILURES: { method: string; path: RegExp; message: string }[] = [
  { method: "POST", path: /\/user-resource\/token$/, message: "Failed to create kong token" },
  { method: "PATCH", path: /\/user-resource\/token$/, message: "Failed to update kong token" },
  { method: "DELETE", path: /\/user-resource\/token$/, message: "Failed to delete kong token" },
  { method: "POST", path: /\/user-resource\/access_group$/, message: "Failed to create access delegation group" },
  { method: "DELETE", path: /\/user-resource\/access_group\/[^/]+$/, message: "Failed to delete access delegation" },
  { method: "POST", path: /\/user-resource\/access_group\/[^/]+\/impersonation$/, message: "Failed to creating impersonation key" },
  { method: "DELETE", path: /\/impersonation\/[^/]+$/, message: "Failed to delete impersonation key" },
  { method: "POST", path: /\/payment\/billing_account\/[^/]+\/campaign_activate\/[^/]+$/, message: "Invalid campaign." },
  { method: "POST", path: /\/payment\/(link\/send_data|credit\/buy)$/, message: "Payment channel not available" },
  { method: "POST", path: /\/metal\/leases$/, message: "No available machines" },
  { method: "DELETE", path: /\/metal\/leases\/[^/]+$/, message: "Too soon to release machine" },
  { method: "POST", path: /\/user-resource\/vm\/clone$/, message: "Failed to clone virtual machine" },
  { method: "POST", path: /\/user-resource\/vm\/start$/, message: "Failed to start virtual machine" },
  { method: "POST", path: /\/user-resource\/vm\/stop$/, message: "Failed to stop virtual machine" },
  { method: "POST", path: /\/user-resource\/vm\/rebuild$/, message: "Failed to rebuild virtual machine" },
  { method: "PATCH", path: /\/user-resource\/vm$/, message: "Failed to update virtual machine" },
  { method: "POST", path: /\/user-resource\/vm\/backup$/, message: "Failed to enable/disable backup" },
  { method: "POST", path: /\/user-resource\/vm\/replica$/, message: "Failed to create snapshot of virtual machine" },
  { method: "DELETE", path: /\/user-resource\/vm\/replica$/, message: "Failed to delete snapshot" },
  { method: "DELETE", path: /\/user-resource\/vm\/storage$/, message: "Failed to delete disk from VM" },
  { method: "PATCH", path: /\/user-resource\/vm\/storage$/, message: "Failed to resize disk on VM" },
  { method: "POST", path: /\/user-resource\/vm\/storage$/, message: "Failed to add disk to VM" },
  {
    method: "POST",
    path: /\/user-resource\/vm$/,
    message: "Compute resources temporarily unavailable due to high demand. If possible, choose a different region or location.",
  },
  { method: "GET", path: /\/storage\/bucket$/, message: "Failed to get storage bucket" },
  { method: "GET", path: /\/storage\/user$/, message: "Failed to get S3 user info" },
  { method: "PATCH", path: /\/user-resource\/user\/profile$/, message: "Failed to update details" },
  { method: "GET", path: /\/user-resource\/host_pool\/list$/, message: "Failed to list host pools" },
];

/** The documented failure of a call, if it has one. */
export function documentedFailure(method: string, pathname: string): string | undefined {
  return DOCUMENTED_FAILURES.find((f) => f.method === method && f.path.test(pathname))?.message;
}

const HTML_PAGE =
  "<!DOCTYPE html><html><head><title>Service temporarily unavailable</title></head>" +
  "<body><h1>We'll be right back</h1><p>The site is under maintenance. (mock-api html preset)</p></body></html>";

/** Handlers that make every API call under `routes` misbehave as the named fault presets say. */
export function faultHandlers(store: MockStore, routes: ApiRoutes, faults: MockFaultPreset[], options: FaultOptions = {}): HttpHandler[] {
  const rng = createRng(`faults:${options.seed ?? ""}`);
  const [minLatency, maxLatency] = options.latencyMs ?? [800, 2500];
  const flakyRate = options.flakyRate ?? 0.25;
  const all = (resolver: Parameters<typeof http.all>[1]) => http.all(routes.all, resolver);
  const layers: Record<MockFaultPreset, HttpHandler> = {
    offline: all(() => HttpResponse.error()),
    slow: all(async () => {
      await delay(rng.int(minLatency, maxLatency));
      return undefined;
    }),
    flaky: all(() => {
      if (!rng.chance(flakyRate)) return undefined;
      if (rng.chance(0.5)) return HttpResponse.error();
      return apiError(store, 502, "Bad Gateway");
    }),
    errors: all(({ request }) => {
      const message = documentedFailure(request.method, new URL(request.url).pathname);
      return message ? apiError(store, 500, message) : undefined;
    }),
    html: all(
      () =>
        new HttpResponse(HTML_PAGE, {
          status: 200,
          headers: { "content-type": "text/html; charset=utf-8", ...errorHeaders(store) },
        }),
    ),
  };
  // Latency applies before anything else, so a slow and flaky API is slow to fail too.
  const order: MockFaultPreset[] = ["slow", "offline", "flaky", "errors", "html"];
  return order.filter((f) => faults.includes(f)).map((f) => layers[f]);
}
