import type { Page, Route } from "@playwright/test";
import { recordFaultCell, writeFaultMatrix, type FaultMatrixRow } from "../src/faultMatrix";
import { expect, signedIn, test, type OwnBackend } from "./fixtures";
import { DOMAIN_NAMES, DOMAINS, FLOWS, main, type Api, type CallUnderTest, type DomainFlows, type Flow, type Target } from "./faultDomains";

// The fault matrix: every domain's list, detail and create flow, with the one call under test answered by each
// fault at the HTTP level (page.route, over the test's own mock API). Each cell checks that the screen is never blank,
// shows the spec's exact text, keeps what was typed, and recovers where the spec says it retries. Time is the
// page's fake clock (the 7 s retry delay is run through, never waited for) and a slow answer is held until the test
// releases it. The run writes the matrix as a Markdown table to .results/fault-matrix.md.

const API_KEY = "e2e-faults";
/** The correlation id every faulty answer carries, so each text can be checked word for word. */
const CORRELATION_ID = "faults-7f3a";
/** The spec's wait between tries of a call that could not connect or got a 502. */
const RETRY_DELAY_MS = 7_000;
const MESSAGE_500 = "Fault matrix: the server failed";
const MESSAGE_STACK = "Fault matrix: the server crashed";
const STACK = "Error: the server crashed\n    at handleRequest (/srv/api/server.js:42:13)";
const MESSAGE_403 = "Fault matrix: not allowed to do this";
/** What Envoy answers when the upstream does not answer in time. */
const GATEWAY_TIMEOUT_BODY = "upstream request timeout";
const BAD_GATEWAY_PAGE = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";
const UNAVAILABLE_PAGE = "<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>";
const WEB_PAGE = "The server answered with a web page instead of data";

const FAULTS = ["500 message", "500 stack", "403", "504", "502 then success", "HTML page", "offline", "slow"] as const;
type Fault = (typeof FAULTS)[number];

/** What each fault's error says, before its correlation id; none where the data recovers. */
const MESSAGE: Record<Fault, string | undefined> = {
  "500 message": MESSAGE_500,
  "500 stack": MESSAGE_STACK,
  "403": MESSAGE_403,
  "504": GATEWAY_TIMEOUT_BODY,
  "502 then success": undefined,
  "HTML page": WEB_PAGE,
  offline: undefined,
  slow: undefined,
};
const STATUS: Partial<Record<Fault, number>> = { "500 message": 500, "500 stack": 500, "403": 403, "504": 504, "HTML page": 503 };
const CONNECTION_FAILED = "Failed to connect to server";

/**
 * The spec's text for a fault. A screen that could not load says 'message [correlationId] (HTTP status)'; a create
 * flow says 'message [correlationId]' (its toast puts 'Error: ' before it and may add the status, its form's notice
 * shows the message and id), and the first answer of '502 then success' before the visitor sends it again.
 */
function expectedText(fault: Fault, flow: Flow): string {
  if (fault === "offline") return CONNECTION_FAILED;
  if (fault === "502 then success") return `${WEB_PAGE} [${CORRELATION_ID}]`;
  const message = `${MESSAGE[fault] ?? ""} [${CORRELATION_ID}]`;
  return flow === "create" ? message : `${message} (HTTP ${STATUS[fault] ?? ""})`;
}


/** Every text the page showed that reads like an error, even one gone since (a toast closes after 5 s). */
async function watchErrorTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__faultTexts", { value: seen });
    const keep = (node: Node) => {
      const content = node.textContent ?? "";
      if (content.length < 2_000 && /\(HTTP \d{3}\)|Failed to connect|web page instead/.test(content)) seen.push(content);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === "characterData") keep(mutation.target.parentNode ?? mutation.target);
        for (const node of mutation.addedNodes) keep(node);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function shownTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __faultTexts?: string[] }).__faultTexts ?? [];
    return [document.body.innerText, ...seen].join("\n");
  });
}

interface Injected {
  /** How many calls the fault answered. */
  hits: () => number;
  /** Lets a held ('slow') call go on. */
  release: () => void;
  /** Answers the call normally again. */
  off: () => Promise<void>;
}

/** The fault's answer to the call under test. */
async function injectFault(page: Page, call: CallUnderTest, fault: Fault): Promise<Injected> {
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
  const matches = (url: URL) => url.pathname.startsWith("/v1/") && call.path.test(url.pathname.slice("/v1".length));
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

/** Never blank: some text, and a heading, an error panel or a loading indicator in view. */
async function expectNotBlank(page: Page) {
  await expect(page.locator("body")).not.toHaveText(/^\s*$/);
  await expect(page.getByRole("heading", { level: 1 }).or(page.getByRole("alert")).or(page.getByRole("progressbar")).first()).toBeVisible();
}

/** Waits until the page has shown `expected`, running the page's clock through retry delays when the fault is retried. */
async function expectShown(page: Page, expected: string, retried: boolean) {
  await expect
    .poll(
      async () => {
        if (retried) await page.clock.runFor(RETRY_DELAY_MS);
        return shownTexts(page);
      },
      // A page that answers shows its error within seconds; a busy machine may take longer to load the screen.
      // Short intervals: each look may run the fake clock through a retry, and the answer follows within moments.
      { message: `the page shows "${expected}"`, timeout: 30_000, intervals: [50, 100, 250] },
    )
    .toContain(expected);
}

/** The line the page showed that says what went wrong (for the matrix), or its heading. */
async function seenLine(page: Page, expected: string | undefined): Promise<string> {
  const lines = (await shownTexts(page).catch(() => "")).split("\n").map((line) => line.trim());
  const match = expected ? lines.find((line) => line.includes(expected)) : undefined;
  if (match) return match;
  const errorLike = lines.find((line) => /\(HTTP \d{3}\)|Failed to connect|web page instead|<html|<!DOCTYPE/i.test(line));
  if (errorLike) return errorLike;
  const alerts = await page.getByRole("alert").allInnerTexts().catch(() => []);
  const alert = alerts.map((a) => a.trim()).find(Boolean);
  if (alert) return alert;
  return `heading: ${(await page.getByRole("heading", { level: 1 }).first().innerText({ timeout: 1_000 }).catch(() => "none")).trim()}`;
}

// Eight cells, each loading its screen afresh: on a busy machine a test takes minutes.
test.describe.configure({ timeout: 300_000 });
test.beforeEach(async ({ page }) => {
  await signedIn(page, API_KEY);
  await watchErrorTexts(page);
});

test.afterAll(() => {
  writeFaultMatrix(DOMAIN_NAMES, FLOWS, FAULTS);
});

for (const [domain, flows] of Object.entries(DOMAINS)) {
  test.describe(domain, () => {
    test.skip(({ mockConfig }) => mockConfig !== "default", "the matrix runs on the default configuration, which has every domain (warren)");
    for (const flow of flows.flows ?? FLOWS) {
      test(`${flow} under every fault: never blank, the spec's text${flow === "create" ? ", typed values kept" : ""}`, async ({ page, ownBackend }) => {
        // Retried faults (a refused connection, a 502) wait 7 s between tries: the page's clock runs through them.
        // Installed, it runs as real time does until a cell moves it on.
        await page.clock.install();
        const failures: string[] = [];
        // Each cell loads its screen afresh, in this page and against this backend.
        for (const fault of FAULTS) {
          const key = `${domain}/${flow}/${fault}`;
          const row: FaultMatrixRow = { domain, flow, fault, outcome: "fail", expected: "", seen: "", values: "n/a", note: "" };
          try {
            await runCell(page, ownBackend, flows, flow, fault, row);
            row.outcome = "pass";
          } catch (error) {
            // eslint-disable-next-line no-control-regex -- the colour codes of Playwright's messages
            const message = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[\d+m/g, "");
            row.note = message.split("\n").find((line) => line.trim()) ?? "";
            failures.push(`${key}: ${message}`);
          } finally {
            if (!row.seen) row.seen = await seenLine(page, row.expected || undefined);
            recordFaultCell(row);
          }
        }
        expect(failures, "every cell shows the spec's text, never a blank page, and keeps what was typed").toEqual([]);
      });
    }
  });
}

async function runCell(page: Page, backend: OwnBackend, flows: DomainFlows, flow: Flow, fault: Fault, row: FaultMatrixRow) {
  const api: Api = async (path) => (await page.request.get(`${backend.origin}/v1${path}`, { headers: { apikey: API_KEY } })).json();
  const target = await flows.resource(api);
  const retried = fault === "offline" || fault === "502 then success";
  const call = flow === "create" ? flows.createCall : flow === "list" ? flows.listCall : flows.detailCall;
  if (!call) throw new Error(`The domain has no ${flow} call to answer with a fault.`);
  const injected = await injectFault(page, call, fault);
  try {
    await runFlow(page, flows, flow, fault, target, injected, retried, row);
  } finally {
    await injected.off();
  }
}

async function runFlow(page: Page, flows: DomainFlows, flow: Flow, fault: Fault, target: Target, injected: Injected, retried: boolean, row: FaultMatrixRow) {
  if (flow === "create") {
    await page.goto(flows.createPath);
    const submit = main(page).getByRole("button", { name: flows.submit });
    await expect(submit).toBeVisible();
    // A name of the cell's own: two cells ('slow', '502 then success') create the resource, and names may be unique.
    const name = `fm-cell-${FAULTS.indexOf(fault) + 1}`;
    const typed = await flows.fill(page, name);
    await submit.click();
    if (fault === "slow") {
      row.expected = "a pending state, then the resource";
      await expect.poll(injected.hits, { message: "the create call was sent" }).toBe(1);
      await expect(page.getByRole("progressbar").or(main(page).getByRole("button", { name: flows.submit, disabled: true })).first()).toBeVisible();
      await expect(flows.created(page, name)).toHaveCount(0);
      await expectNotBlank(page);
      injected.release();
      await expect(flows.created(page, name)).toBeVisible();
      row.seen = "pending, then created";
      return;
    }
    const expected = expectedText(fault, flow);
    row.expected = fault === "502 then success" ? `${expected}; sent again: created` : expected;
    await expectShown(page, expected, retried);
    row.seen = await seenLine(page, expected);
    await expectNotBlank(page);
    const lost: string[] = [];
    for (const { field, value } of typed) if ((await field.inputValue().catch(() => "(gone)")) !== value) lost.push(value);
    row.values = lost.length ? `lost: ${lost.join(", ")}` : "kept";
    for (const { field, value } of typed) await expect(field).toHaveValue(value);
    if (fault === "502 then success") {
      await submit.click();
      await expect(flows.created(page, name)).toBeVisible();
      row.seen = `${row.seen}; sent again: created`;
    }
    return;
  }

  const ready =
    flow === "list"
      ? (flows.listReady?.(page, target) ?? main(page).locator(`a[href="${target.path}"]`).first())
      : (flows.detailReady?.(page) ?? page.getByRole("heading", { level: 1, name: target.name, exact: true }));
  await page.goto(flow === "list" ? flows.listPath : target.path);
  if (fault === "slow") {
    row.expected = "a loading state, then the data";
    await expect.poll(injected.hits, { message: "the call under test was sent" }).toBeGreaterThan(0);
    await expect(page.getByRole("progressbar").first()).toBeVisible();
    await expect(ready).toHaveCount(0);
    await expectNotBlank(page);
    injected.release();
    await expect(ready).toBeVisible();
    row.seen = "loading, then the data";
    return;
  }
  if (fault === "502 then success") {
    row.expected = "the data, after the retry";
    await expect.poll(injected.hits, { message: "the 502 was answered" }).toBeGreaterThan(0);
    await expectNotBlank(page);
    await expect(async () => {
      await page.clock.runFor(RETRY_DELAY_MS);
      await expect(ready).toBeVisible({ timeout: 1_000 });
    }).toPass({ intervals: [50, 100, 250] });
    row.seen = `the data (${injected.hits()} calls)`;
    return;
  }
  const expected = expectedText(fault, flow);
  row.expected = expected;
  await expectShown(page, expected, retried);
  row.seen = await seenLine(page, expected);
  await expectNotBlank(page);
  if (fault === "500 stack") row.note = (await shownTexts(page)).includes("handleRequest") ? "the server's stack is shown" : "stack not shown";
}
