// What the browser tests of the served console share: Chromium, and what it reports about the page's policy.
import type { BrowserContext, Page, Request } from "@playwright/test";

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** How long the page's network must stay quiet to count as settled: Playwright's own "networkidle" measure. */
const QUIET_MS = 500;

/** The requests each page opened with `openPage` has in flight, and when the last one started or ended. */
const networks = new WeakMap<Page, { inFlight: Set<Request>; lastChange: number }>();

/** A new page of `context` whose requests are followed from its first, so `settled` can wait for them. */
export async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const network = { inFlight: new Set<Request>(), lastChange: Date.now() };
  const change = (request: Request, started: boolean) => {
    if (started) network.inFlight.add(request);
    else network.inFlight.delete(request);
    network.lastChange = Date.now();
  };
  page.on("request", (request) => change(request, true));
  page.on("requestfinished", (request) => change(request, false));
  page.on("requestfailed", (request) => change(request, false));
  // A new document's arrival ends what the previous one had in flight, and Chromium tells nothing more of those.
  page.on("response", (response) => {
    const request = response.request();
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    for (const other of network.inFlight) if (other !== request) network.inFlight.delete(other);
  });
  networks.set(page, network);
  return page;
}

/**
 * Waits until the page has had no request in flight for QUIET_MS: what loads once a screen has settled has loaded,
 * and any violation is in. The load state "networkidle" is not enough: a page reaches it once per document, so after a
 * click that starts a screen's calls in the same document it would answer at once.
 */
export async function settled(page: Page) {
  const network = networks.get(page);
  if (!network) throw new Error("settled() follows the requests of a page opened with openPage()");
  await page.waitForLoadState("networkidle");
  for (;;) {
    const quietFor = Date.now() - network.lastChange;
    if (network.inFlight.size === 0 && quietFor >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, network.inFlight.size === 0 ? QUIET_MS - quietFor : 50));
  }
}

interface PolicyViolation {
  /** The directive that blocked: "style-src-elem", "script-src", … */
  directive: string;
  /** A URL, or "inline" or "eval". */
  blocked: string;
  /** What was blocked, where. */
  summary: string;
}

/**
 * Collects the page's CSP violations across navigations: its securitypolicyviolation events (what the directive
 * blocked, where) and Chromium's console messages about them.
 */
export async function watchPolicyViolations(page: Page): Promise<{ events: PolicyViolation[]; messages: string[] }> {
  const events: PolicyViolation[] = [];
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) messages.push(message.text());
  });
  await page.exposeFunction("__reportPolicyViolation", (directive: string, blocked: string, summary: string) => {
    events.push({ directive, blocked, summary });
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportPolicyViolation: (directive: string, blocked: string, summary: string) => void }).__reportPolicyViolation;
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : "";
      const blocked = event.blockedURI || "inline";
      report(event.effectiveDirective, blocked, `${event.effectiveDirective} blocked ${blocked}${where}${event.sample ? `: ${event.sample}` : ""}`);
    });
  });
  return { events, messages };
}
