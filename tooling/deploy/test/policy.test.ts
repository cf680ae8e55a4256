// The shipped nginx config serving the built warren app in Chromium, under its strict Content-Security-Policy: the
// signed-in console's screens, toasts and dialogs, and a processor's POSTed return, with nothing blocked.
import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MOCK_API_KEY } from "@cloudconsole/mock-api/constants";
import { CHROMIUM, CHROMIUM_ARGS, openPage, settled, watchPolicyViolations } from "./chromium";
import { DIST, startServedConsole, type ServedConsole } from "./servedConsole";

let served: ServedConsole;
let origin: string;

beforeAll(async () => {
  served = await startServedConsole({ firstPort: 4800 });
  ({ origin } = served);
});

afterAll(async () => {
  await served?.close();
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
    const page = await openPage(context);
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
    // Twelve screens loaded cold and left to settle: 24 s on a quiet machine, well over the file's minute when the e2e
    // suite runs beside it on two busy cores.
  }, 240_000);

  it("shows the return page to a processor that sends the customer back with a form POST, its fields kept", async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openPage(context);
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

