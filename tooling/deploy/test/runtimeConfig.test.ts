// The runtime configuration as the container serves it: the file its start script writes, served by nginx beside
// index.html and uncached, and the embedded mock API in Chromium, absent unless the configuration offers it.
import { readdirSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "../../../packages/console/src/config/runtimeConfigSchema";
import { CHROMIUM, CHROMIUM_ARGS, openPage, settled, watchPolicyViolations } from "./chromium";
import { DIST, startServedConsole, type ServedConsole } from "./servedConsole";

let served: ServedConsole;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  // The image's defaults: no CONSOLE_* variable of the console's settings.
  served = await startServedConsole({ firstPort: 4750 });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

// Each test has a browser context of its own, closed even when the test fails, and starts from the image's defaults.
afterEach(async () => {
  await context?.close();
  context = undefined;
  served.configure();
});

/** The files of the embedded mock API's code: the chunk of its browser entry, and any holding MSW. */
function mockApiFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string }>;
  const entry = Object.entries(manifest).find(([source]) => source.endsWith("packages/mock-api/src/browser.ts"))?.[1].file;
  const withMsw = readdirSync(join(DIST, "assets"))
    .filter((file) => file.endsWith(".js") && readFileSync(join(DIST, "assets", file), "utf8").includes("[MSW]"))
    .map((file) => `assets/${file}`);
  const files = [...new Set([entry, ...withMsw])].filter((file): file is string => file !== undefined);
  expect(files.length).toBeGreaterThan(0);
  return [...files, "mockServiceWorker.js"];
}

/** Opens the login screen in a fresh context; returns the page and every URL it asked for. */
async function openLogin(before?: () => void): Promise<{ page: Page; requested: string[] }> {
  context = await browser.newContext();
  const page = await openPage(context);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  if (before) await page.addInitScript(before);
  await page.goto(`${served.origin}/app/`);
  await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
  await settled(page);
  return { page, requested };
}

describe("the runtime configuration served by nginx", () => {
  it("is the file the start script wrote, JSON, revalidated on every load, and index.html asks for it first thing", async () => {
    const response = await fetch(`${served.origin}/app/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(parseRuntimeConfig(await response.json())).toEqual({ mockApi: "off" });
    // index.html is revalidated too: a changed configuration or release reaches visitors at once.
    expect((await fetch(`${served.origin}/app/`)).headers.get("cache-control")).toBe("no-cache");
    const head = served.indexHtml.slice(0, served.indexHtml.indexOf("<script"));
    expect(head).toContain('<link rel="preload" href="/app/config.json" as="fetch" crossorigin="anonymous">');
  });

  it("answers a missing file with 404, not index.html", async () => {
    const file = join(served.appOf(), "config.json");
    renameSync(file, `${file}.away`);
    try {
      const response = await fetch(`${served.origin}/app/config.json`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('id="root"');
    } finally {
      renameSync(`${file}.away`, file);
    }
  });
});

describe("the embedded mock API in Chromium through nginx", () => {
  it("is off by default: no switch, and neither its code nor its service worker is fetched, even for a browser that turned it on before", async () => {
    const { page, requested } = await openLogin(() => localStorage.setItem("enableMockApi", "true"));
    // The prerendered shell draws the heading before the app runs; the form is the app's own, drawn once it has. On a
    // busy machine the network can be idle for half a second before the bundle has finished evaluating.
    await page.getByRole("textbox", { name: "API key" }).waitFor();
    await settled(page);
    expect(await page.getByRole("switch", { name: "Use mock API" }).count()).toBe(0);
    expect(requested).toContain(`${served.origin}/app/config.json`);
    const mockUrls = new Set(mockApiFiles().map((file) => `${served.origin}/app/${file}`));
    expect(requested.filter((url) => mockUrls.has(url))).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    // The login screen's own calls went to the backend behind nginx.
    await expect.poll(() => served.backendRequests.some((call) => call.url === "/v1/config/ui/config")).toBe(true);
  });

  it("runs its service worker under the policy where the configuration offers it", async () => {
    served.configure({ CONSOLE_MOCK_API: "offered" });
    context = await browser.newContext();
    const page = await openPage(context);
    const violations = await watchPolicyViolations(page);
    await page.goto(`${served.origin}/app/`);
    const mockSwitch = page.getByRole("switch", { name: "Use mock API" });
    await mockSwitch.waitFor();
    expect(await mockSwitch.isChecked()).toBe(false);
    // The visitor turns it on; the page reloads on the mock.
    await mockSwitch.click();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole("switch", { name: "Use mock API", checked: true }).waitFor();
    const backendCalls = served.backendRequests.length;
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("button", { name: "Log out" }).waitFor();
    // The worker passes on to the network a request whose page has gone: leaving while the home screen still loads
    // would send its last calls to the backend.
    await settled(page);
    await page.goto(`${served.origin}/app/compute`);
    await page.getByRole("heading", { level: 1, name: "Compute" }).waitFor();
    await settled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${served.origin}/app/mockServiceWorker.js`);
    // What the page showed once signed in came from the worker: nothing reached the backend behind nginx.
    expect(served.backendRequests.slice(backendCalls).map((call) => call.url)).toEqual([]);
    expect(violations.events).toEqual([]);
    expect(violations.messages).toEqual([]);
  });
});
