// The shipped nginx config, rendered as the container renders it, serving the built warren app with the mock API
// behind /v1: asserted over real HTTP, then in Chromium.
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MOCK_API_KEY } from "@cloudconsole/mock-api/constants";
import { CHROMIUM, CHROMIUM_ARGS, settled, watchPolicyViolations } from "./chromium";
import { DIST, startServedConsole, type ServedConsole } from "./servedConsole";

let served: ServedConsole;
let origin: string;
let indexHtml: string;
let mock: ServedConsole["mock"];
let backendRequests: ServedConsole["backendRequests"];

beforeAll(async () => {
  served = await startServedConsole({ firstPort: 4700 });
  ({ origin, indexHtml, mock, backendRequests } = served);
});

afterAll(async () => {
  await served?.close();
});

describe("the console served by nginx", () => {
  it("starts with the shipped config and says nothing about it", () => {
    expect(served.nginxLog()).toBe("");
  });

  it("answers /app/ with index.html, revalidated on every load", async () => {
    const response = await fetch(`${origin}/app/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(indexHtml);
  });

  it("answers an app route (a deep link) with index.html", async () => {
    const response = await fetch(`${origin}/app/compute/deep/link`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(indexHtml);
  });

  it("serves hashed assets cached for a year, immutable, gzipped when asked", async () => {
    const script = /src="(\/app\/assets\/index-[\w-]+\.js)"/.exec(indexHtml)?.[1];
    const style = /href="(\/app\/assets\/index-[\w-]+\.css)"/.exec(indexHtml)?.[1];
    expect(script && style).toBeTruthy();
    for (const path of [script, style]) {
      const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "gzip" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
      // fetch unzips the body: it must be the file itself.
      expect(await response.text()).toBe(readFileSync(join(DIST, (path ?? "").slice("/app/".length)), "utf8"));
    }
    const plain = await fetch(`${origin}${script}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("sends the security headers with the page", async () => {
    const { headers } = await fetch(`${origin}/app/`);
    const csp = headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      csp.split(";").map((directive) => {
        const [name = "", ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(" ")];
      }),
    );
    expect(directives).toEqual({
      "default-src": "'self'",
      "script-src": "'self'",
      "style-src": "'self'",
      "img-src": "'self' data: https:",
      "font-src": "'self'",
      "connect-src": "'self'",
      "frame-src": "'self'",
      "worker-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'self'",
      "frame-ancestors": "'none'",
    });
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("server")).toBe("nginx");
  });

  it("proxies /v1 to the backend, uncached, telling it the visitor's host and scheme", async () => {
    const response = await fetch(`${origin}/v1/config/ui/config`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const direct = await fetch(`${mock.url}/config/ui/config`);
    expect(await response.json()).toEqual(await direct.json());
    const seen = backendRequests.findLast((entry) => entry.url === "/v1/config/ui/config");
    expect(seen?.headers).toMatchObject({
      host: new URL(origin).hostname,
      "x-forwarded-host": new URL(origin).hostname,
      "x-forwarded-proto": "http",
      "x-forwarded-for": "203.0.113.7, 127.0.0.1",
      "x-real-ip": "127.0.0.1",
    });
  });

  it("passes the backend's errors on unchanged", async () => {
    const [proxied, direct] = await Promise.all([fetch(`${origin}/v1/no/such/route`), fetch(`${mock.url}/no/such/route`)]);
    expect(proxied.status).toBeGreaterThanOrEqual(400);
    expect(proxied.status).toBe(direct.status);
    expect(await proxied.json()).toEqual(await direct.json());
  });

  it("turns a processor's form POST back to the return page into a GET of it with the form's fields (303)", async () => {
    const fields = new URLSearchParams({ identifier: "link_0a1b2c", billing_account_id: "3", status: "00", reference: "DK 12/34+5" });
    const response = await fetch(`${origin}/app/payment_return`, { method: "POST", body: fields, redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/app/payment_return?${fields.toString()}`);
    const page = await fetch(`${origin}${response.headers.get("location") ?? ""}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(indexHtml);
    // Without fields it is the page all the same.
    const empty = await fetch(`${origin}/app/payment_return`, { method: "POST", redirect: "manual" });
    expect(empty.status).toBe(303);
    expect(empty.headers.get("location")).toBe("/app/payment_return?");
    // A return URL registered with a query of its own (the payment's identifier) keeps it, the form's fields after.
    const registered = await fetch(`${origin}/app/payment_return?identifier=ctp_0a1b&billing_account_id=3`, { method: "POST", body: new URLSearchParams({ orderId: "6f1c-77" }), redirect: "manual" });
    expect(registered.headers.get("location")).toBe("/app/payment_return?identifier=ctp_0a1b&billing_account_id=3&orderId=6f1c-77");
  });

  it("refuses a POSTed return that is not plain URL-encoded fields (400) or is too long (413), and POSTs elsewhere in the app (405)", async () => {
    const forged = await fetch(`${origin}/app/payment_return`, { method: "POST", body: "identifier=x\r\nSet-Cookie: session=stolen", redirect: "manual" });
    expect(forged.status).toBe(400);
    expect(forged.headers.get("set-cookie")).toBeNull();
    const multipart = new FormData();
    multipart.set("identifier", "link_0a1b2c");
    expect((await fetch(`${origin}/app/payment_return`, { method: "POST", body: multipart, redirect: "manual" })).status).toBe(400);
    const long = await fetch(`${origin}/app/payment_return`, { method: "POST", body: new URLSearchParams({ data: "a".repeat(9000) }), redirect: "manual" });
    expect(long.status).toBe(413);
    expect((await fetch(`${origin}/app/billing`, { method: "POST", body: "a=1", redirect: "manual" })).status).toBe(405);
  });

  it("redirects referral links into the app, keeping the rest of the path and the query", async () => {
    for (const [from, to] of [
      ["/referral/ABC", "/app/referral/ABC"],
      ["/referral/ABC/more?utm_source=mail", "/app/referral/ABC/more?utm_source=mail"],
      ["/", "/app/"],
      ["/app", "/app/"],
    ] as const) {
      const response = await fetch(`${origin}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(302);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("never serves source maps or dot-files, even when the build has them", async () => {
    const script = /src="\/app\/(assets\/index-[\w-]+\.js)"/.exec(indexHtml)?.[1] ?? "";
    expect(existsSync(join(DIST, `${script}.map`))).toBe(true);
    for (const path of [`/app/${script}.map`, "/app/assets/x.js.map", "/app/.vite/manifest.json"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('id="root"');
    }
  });

  it("serves bundles that name no source map, so browsers never ask for one", async () => {
    // The maps are in the build (for error reporting), but no script or stylesheet points at them.
    const files = readdirSync(join(DIST, "assets")).filter((file) => /\.(js|css)$/.test(file));
    expect(files.filter((file) => existsSync(join(DIST, "assets", `${file}.map`))).length).toBeGreaterThan(10);
    expect(files.filter((file) => /[#@] sourceMappingURL=/.test(readFileSync(join(DIST, "assets", file), "utf8")))).toEqual([]);
    const script = /src="(\/app\/assets\/index-[\w-]+\.js)"/.exec(indexHtml)?.[1] ?? "";
    const response = await fetch(`${origin}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("sourcemap")).toBeNull();
    expect(response.headers.get("x-sourcemap")).toBeNull();
  });

  it("answers a missing asset with 404, not index.html", async () => {
    const response = await fetch(`${origin}/app/assets/index-missing0.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).not.toContain('id="root"');
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
  });
});

describe("the console in Chromium through nginx, under the strict policy", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    mkdirSync(RESULTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Each test has a browser context of its own, closed even when the test fails: a page left open keeps polling the
  // backend.
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it("signs in and shows every category, create forms, a detail page, billing and the profile, with toasts, and nothing is blocked", async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const violations = await watchPolicyViolations(page);
    await page.goto(`${origin}/app/`);
    await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
    await page.getByRole("textbox", { name: "API key" }).fill(MOCK_API_KEY);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("button", { name: "Log out" }).waitFor();
    await settled(page);

    // Each screen loaded cold, as from a bookmark, and left to settle: the code that loads once a screen is idle
    // (the toaster, the API's response checks) runs too.
    for (const [path, ready] of SIGNED_IN_SCREENS) {
      await page.goto(`${origin}${path}`);
      await ready(page).waitFor();
      await settled(page);
    }
    // Zod runs jitless (the create form built its schemas), so it had no eval to probe for.
    expect(await page.evaluate(() => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless)).toBe(true);

    // A virtual machine's page, and the billing account's usage chart (drawn by a charting library).
    await page.goto(`${origin}/app/compute`);
    await page.getByRole("region", { name: "Virtual machines table" }).getByRole("link").first().click();
    await page.waitForURL(/\/app\/compute\/vm\//);
    await settled(page);
    await page.goto(`${origin}/app/billing`);
    await page.getByRole("table", { name: "Billing accounts" }).getByRole("link", { name: /Personal/ }).click();
    await page.waitForURL(/\/app\/billing\/account\/[^/?]+$/);
    const account = page.url();
    await page.goto(`${account}?tab=usage`);
    await page.getByRole("region", { name: "Usage this month" }).getByRole("group", { name: "Cost so far this month, by day" }).locator("svg").waitFor();
    await settled(page);

    // A menu and a modal dialog over the page (the dialog locks the page's scrolling while it is open).
    await page.goto(`${origin}/app/`);
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByRole("group", { name: "Resource types" }).getByRole("menuitem").first().waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Search/ }).click();
    await page.getByRole("dialog", { name: "Search" }).waitFor();
    await settled(page);
    // The scroll lock's rules apply (from a constructed stylesheet, as no <style> element may).
    expect(await page.evaluate(() => [getComputedStyle(document.body).overflow, document.querySelectorAll("style").length])).toEqual(["hidden", 0]);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Search" }).waitFor({ state: "detached" });

    // An error toast: a campaign code the backend refuses.
    await page.goto(`${account}?tab=promotions`);
    const promotions = page.getByRole("region", { name: "Promotions" });
    await promotions.getByRole("textbox", { name: "Campaign code" }).fill("NOT-A-CODE");
    await promotions.getByRole("button", { name: "Activate" }).click();
    await expectStyledToast(page, "Failed to activate campaign", "csp-toast-error.png");

    // The identity provider's library (auth0-js, loaded when a provider signs in with Auth0) starts without eval.
    const auth0Chunk = readdirSync(join(DIST, "assets")).find((file) => /^auth0\.min\.esm-[\w-]+\.js$/.test(file));
    expect(auth0Chunk).toBeDefined();
    // A string, so the test runner leaves its import() alone (it rewrites dynamic imports in functions it compiles).
    await page.evaluate(`import(${JSON.stringify(`${origin}/app/assets/${auth0Chunk ?? ""}`)}).then((auth0) => {
      new auth0.default.WebAuth({ domain: "example.eu.auth0.com", clientID: "console" });
    })`);

    // A success toast: the user's details saved.
    await page.goto(`${origin}/app/profile`);
    const details = page.getByRole("form", { name: "Your details" });
    await details.getByRole("textbox", { name: "Phone" }).fill("+372 5555 0199");
    await details.getByRole("button", { name: "Save details" }).click();
    await expectStyledToast(page, "User details updated", "csp-toast-success.png");
    await settled(page);

    expect(violations.events).toEqual([]);
    expect(violations.messages).toEqual([]);
  });

  it("shows the return page to a processor that sends the customer back with a form POST, its fields kept", async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The processor's page: a form that posts back to the console, as link processors and 3-D Secure pages do.
    await page.setContent(
      `<form method="post" action="${origin}/app/payment_return"><input name="identifier" value="link_0a1b2c"><input name="result" value="paid"><button>Back to the shop</button></form>`,
    );
    await page.getByRole("button", { name: "Back to the shop" }).click();
    await page.waitForURL(/\/app\/payment_return\?/);
    expect(page.url()).toBe(`${origin}/app/payment_return?identifier=link_0a1b2c&result=paid`);
    await page.getByText("Payment authorization check finished. You can close this page.").waitFor();
    expect(await page.getByRole("main").textContent()).toContain("Payment authorization check finished.");
    await page.screenshot({ path: join(RESULTS, "payment-return-after-post.png") });
  });
});

/** Where the test leaves its screenshots (the toasts under the policy). */
const RESULTS = fileURLToPath(new URL("../.results/", import.meta.url));

/** The signed-in screens the policy test opens, each with what shows it is ready. */
const SIGNED_IN_SCREENS: [path: string, ready: (page: Page) => Locator][] = [
  ["/app/", (page) => page.getByRole("navigation", { name: "Resource categories" })],
  ["/app/compute", (page) => page.getByRole("region", { name: "Virtual machines table" })],
  ["/app/compute/create", (page) => page.getByRole("heading", { level: 1, name: "Create a virtual machine" })],
  ["/app/billing", (page) => page.getByRole("table", { name: "Billing accounts" })],
  ["/app/profile", (page) => page.getByRole("form", { name: "Your details" })],
  ["/app/network", (page) => page.getByRole("heading", { level: 1, name: "Network" })],
  ["/app/access", (page) => page.getByRole("heading", { level: 1, name: "Access" })],
  ["/app/storage", (page) => page.getByRole("heading", { level: 1, name: "Storage" })],
  ["/app/services", (page) => page.getByRole("heading", { level: 1, name: "Services" })],
  ["/app/network/create/vpc", (page) => page.getByRole("heading", { level: 1, name: "New VPC network" })],
  ["/app/storage/create", (page) => page.getByRole("heading", { level: 1, name: "Create a bucket" })],
  ["/app/services/create?osName=postgresql&osVersion=16", (page) => page.getByRole("heading", { level: 1, name: "Create a managed service" })],
  ["/app/access/create/access_delegation", (page) => page.getByRole("heading", { level: 1, name: "New access delegation" })],
];


/**
 * Waits for a toast and checks sonner's stylesheet reached it (a fixed toaster, rounded toasts: sonner's own rules,
 * which the policy would have blocked as an injected <style>), and that no <style> element is on the page at all.
 */
async function expectStyledToast(page: Page, text: string, screenshot: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await toast.waitFor();
  // Sonner slides a toast in: the screenshot shows it where it rests.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const styles = await toast.evaluate((element) => ({
    toaster: getComputedStyle(element.closest("[data-sonner-toaster]") ?? element).position,
    radius: getComputedStyle(element).borderRadius,
    styleElements: document.querySelectorAll("style").length,
  }));
  expect(styles).toEqual({ toaster: "fixed", radius: "8px", styleElements: 0 });
  await page.screenshot({ path: join(RESULTS, screenshot) });
}

