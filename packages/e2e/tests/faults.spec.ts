import type { Page } from "@playwright/test";
import { recordFaultCell, writeFaultMatrix, type FaultMatrixRow } from "../src/faultMatrix";
import { expect, signedIn, test, type OwnBackend } from "./fixtures";
import { CORRELATION_ID, FAULTS, injectFault, MESSAGE, STATUS, WEB_PAGE, type Fault, type Injected } from "./faultAnswers";
import { DOMAIN_NAMES, DOMAINS, FLOWS, flowsOf, main, type Api, type DomainFlows, type Flow, type Target } from "./faultDomains";

// The fault matrix: every domain's list, detail and create flow (and update, where a domain's screen has a form that
// changes its resource), with the one call under test answered by each fault at the HTTP level (page.route, over the
// test's own mock API; faultAnswers.ts). Each cell checks that the screen is never blank,
// shows the spec's exact text, keeps what was typed, and recovers where the spec says it retries. Time is the
// page's fake clock (the 7 s retry delay is run through, never waited for) and a slow answer is held until the test
// releases it. The run writes the matrix as a Markdown table to .results/fault-matrix.md.

const API_KEY = "e2e-faults";
/** The spec's wait between tries of a call that could not connect or got a 502. */
const RETRY_DELAY_MS = 7_000;
const CONNECTION_FAILED = "Failed to connect to server";

/**
 * The spec's text for a fault. A screen that could not load says 'message [correlationId] (HTTP status)'; a create
 * or update form says 'message [correlationId]' (its toast puts 'Error: ' before it and may add the status, its form's notice
 * shows the message and id), and the first answer of '502 then success' before the visitor sends it again.
 */
function expectedText(fault: Fault, flow: Flow): string {
  if (fault === "offline") return CONNECTION_FAILED;
  if (fault === "502 then success") return `${WEB_PAGE} [${CORRELATION_ID}]`;
  const message = `${MESSAGE[fault] ?? ""} [${CORRELATION_ID}]`;
  return isForm(flow) ? message : `${message} (HTTP ${STATUS[fault] ?? ""})`;
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

/** Never blank: some text, and a heading, an error panel or a loading indicator in view. */
async function expectNotBlank(page: Page) {
  await expect(page.locator("body")).not.toHaveText(/^\s*$/);
  await expect(page.getByRole("heading", { level: 1 }).or(page.getByRole("alert")).or(page.getByRole("progressbar")).first()).toBeVisible();
}

/**
 * Waits until the page has shown `expected`, moving the page's clock past each retry delay when the fault is retried.
 * It jumps (each timer due fires once) rather than running every tick of the 7 s (every interval and animation frame
 * of the page, two seconds of CPU each time on a quiet machine): the retry is one timer, and it fires either way.
 */
async function expectShown(page: Page, expected: string, retried: boolean) {
  await expect
    .poll(
      async () => {
        if (retried) await page.clock.fastForward(RETRY_DELAY_MS);
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
    for (const flow of flowsOf(flows)) {
      test(`${flow} under every fault: never blank, the spec's text${isForm(flow) ? ", typed values kept" : ""}`, async ({ page, ownBackend }) => {
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

/** Whether a flow sends a form (create, update), whose failure is told as 'message [correlationId]' and keeps what was typed. */
function isForm(flow: Flow): flow is "create" | "update" {
  return flow === "create" || flow === "update";
}

/** The form a create or update flow fills: where it is, its fields and button, and what shows it done. */
function formOf(flows: DomainFlows, flow: "create" | "update", target: Target) {
  if (flow === "create") return { path: flows.createPath, fill: flows.fill, submit: flows.submit, shown: flows.created, done: "created" };
  if (!flows.update) throw new Error("The domain has no update form.");
  return { path: target.path, fill: flows.update.fill, submit: flows.update.submit, shown: flows.update.updated, done: "saved" };
}

async function runCell(page: Page, backend: OwnBackend, flows: DomainFlows, flow: Flow, fault: Fault, row: FaultMatrixRow) {
  const api: Api = async (path) => (await page.request.get(`${backend.origin}/v1${path}`, { headers: { apikey: API_KEY } })).json();
  const target = await flows.resource(api);
  const retried = fault === "offline" || fault === "502 then success";
  const call = { create: flows.createCall, update: flows.update?.call, list: flows.listCall, detail: flows.detailCall }[flow];
  if (!call) throw new Error(`The domain has no ${flow} call to answer with a fault.`);
  const injected = await injectFault(page, call, fault);
  try {
    await runFlow(page, flows, flow, fault, target, injected, retried, row);
  } finally {
    await injected.off();
  }
}

async function runFlow(page: Page, flows: DomainFlows, flow: Flow, fault: Fault, target: Target, injected: Injected, retried: boolean, row: FaultMatrixRow) {
  if (isForm(flow)) {
    const form = formOf(flows, flow, target);
    await page.goto(form.path);
    const submit = main(page).getByRole("button", { name: form.submit });
    await expect(submit).toBeVisible();
    // A name of the cell's own: two cells ('slow', '502 then success') create or rename the resource, and names may be unique.
    const name = `fm-cell-${FAULTS.indexOf(fault) + 1}`;
    const typed = await form.fill(page, name);
    await submit.click();
    if (fault === "slow") {
      row.expected = `a pending state, then the resource ${form.done}`;
      await expect.poll(injected.hits, { message: `the ${flow} call was sent` }).toBe(1);
      await expect(page.getByRole("progressbar").or(main(page).getByRole("button", { name: form.submit, disabled: true })).first()).toBeVisible();
      await expect(form.shown(page, name)).toHaveCount(0);
      await expectNotBlank(page);
      injected.release();
      await expect(form.shown(page, name)).toBeVisible();
      row.seen = `pending, then ${form.done}`;
      return;
    }
    const expected = expectedText(fault, flow);
    row.expected = fault === "502 then success" ? `${expected}; sent again: ${form.done}` : expected;
    await expectShown(page, expected, retried);
    row.seen = await seenLine(page, expected);
    await expectNotBlank(page);
    const lost: string[] = [];
    for (const { field, value } of typed) if ((await field.inputValue().catch(() => "(gone)")) !== value) lost.push(value);
    row.values = lost.length ? `lost: ${lost.join(", ")}` : "kept";
    for (const { field, value } of typed) await expect(field).toHaveValue(value);
    if (fault === "502 then success") {
      await submit.click();
      await expect(form.shown(page, name)).toBeVisible();
      row.seen = `${row.seen}; sent again: ${form.done}`;
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
      await page.clock.fastForward(RETRY_DELAY_MS);
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
