import type { Page, Route } from "@playwright/test";
import type { CallUnderTest } from "./faultDomains";

// The faults of the fault matrix (faults.spec.ts) and how each answers the call under test, at the HTTP level over the
// test's own mock API.

/** The correlation id every faulty answer carries, so each text can be checked word for word. */
export const CORRELATION_ID = "faults-7f3a";
const MESSAGE_500 = "Fault matrix: the server failed";
const MESSAGE_STACK = "Fault matrix: the server crashed";
const STACK = "Error: the server crashed\n    at handleRequest (/srv/api/server.js:42:13)";
const MESSAGE_403 = "Fault matrix: not allowed to do this";
/** What Envoy answers when the upstream does not answer in time. */
const GATEWAY_TIMEOUT_BODY = "upstream request timeout";
const BAD_GATEWAY_PAGE = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";
const UNAVAILABLE_PAGE = "<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>";
export const WEB_PAGE = "The server answered with a web page instead of data";

export const FAULTS = ["500 message", "500 stack", "403", "504", "502 then success", "HTML page", "offline", "slow"] as const;
export type Fault = (typeof FAULTS)[number];

/** What each fault's error says, before its correlation id; none where the data recovers. */
export const MESSAGE: Record<Fault, string | undefined> = {
  "500 message": MESSAGE_500,
  "500 stack": MESSAGE_STACK,
  "403": MESSAGE_403,
  "504": GATEWAY_TIMEOUT_BODY,
  "502 then success": undefined,
  "HTML page": WEB_PAGE,
  offline: undefined,
  slow: undefined,
};
export const STATUS: Partial<Record<Fault, number>> = { "500 message": 500, "500 stack": 500, "403": 403, "504": 504, "HTML page": 503 };

export interface Injected {
  /** How many calls the fault answered. */
  hits: () => number;
  /** Lets a held ('slow') call go on. */
  release: () => void;
  /** Answers the call normally again. */
  off: () => Promise<void>;
}

/**
 * The addresses of a call: its API path (anchored, without /v1) under /v1 on any host, with any query. A pattern
 * rather than a predicate, so Playwright pauses only these requests: a predicate has every request of the page (each
 * script of each load) make a round trip to the test to be let through.
 */
export function callUrl(path: RegExp): RegExp {
  if (!path.source.startsWith("^") || !path.source.endsWith("$")) throw new Error(`A call's path is anchored at both ends: ${path}`);
  return new RegExp(`^https?://[^/]+/v1${path.source.slice(1, -1)}(?:[?#].*)?$`, path.flags);
}

/** The fault's answer to the call under test. */
export async function injectFault(page: Page, call: CallUnderTest, fault: Fault): Promise<Injected> {
  let hits = 0;
  let openGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const headers = { "x-correlation-id": CORRELATION_ID };
  const json = (status: number, body: unknown) => ({ status, contentType: "application/json", headers, body: JSON.stringify(body) });
  const answer = async (route: Route) => {
    hits += 1;
    switch (fault) {
      case "500 message":
        return route.fulfill(json(500, { message: MESSAGE_500 }));
      case "500 stack":
        return route.fulfill(json(500, { message: MESSAGE_STACK, stack: STACK }));
      case "403":
        return route.fulfill(json(403, { message: MESSAGE_403 }));
      case "504":
        return route.fulfill({ status: 504, contentType: "text/plain", headers, body: GATEWAY_TIMEOUT_BODY });
      case "502 then success":
        return hits === 1 ? route.fulfill({ status: 502, contentType: "text/html", headers, body: BAD_GATEWAY_PAGE }) : route.fallback();
      case "HTML page":
        return route.fulfill({ status: 503, contentType: "text/html", headers, body: UNAVAILABLE_PAGE });
      case "offline":
        return route.abort("internetdisconnected");
      case "slow":
        await gate;
        return route.fallback();
    }
  };
  const matches = callUrl(call.path);
  const handler = (route: Route) => (route.request().method() === call.method ? answer(route) : route.fallback());
  await page.route(matches, handler);
  return {
    hits: () => hits,
    release: () => openGate(),
    off: async () => {
      openGate();
      await page.unroute(matches, handler);
    },
  };
}

