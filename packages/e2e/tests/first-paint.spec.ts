import type { Page } from "@playwright/test";
import { MOCK_API_KEY } from "@cloudconsole/mock-api/constants";
import { message } from "./catalogues";
import { expect, expectNoSeriousA11yViolations, signedIn, test } from "./fixtures";

// Each brand's build writes its login screen into index.html: the first paint needs no script, and the console
// takes it over without a visible change or a layout shift.

/** The console's entry script (named by Vite after index.html), whose arrival the tests hold to see the first paint. */
const ENTRY_SCRIPT = /\/app\/assets\/index-[\w-]+\.js$/;

/** The deployment's configuration offers no mock API: the login screen a production build's index.html paints. */
async function deployWithoutMockApi(page: Page) {
  await page.route("**/app/config.json", (route) => route.fulfill({ json: { mockApi: "off" } }));
}

/** Holds the console's entry script until `release` is called, so the page shows what index.html alone paints. */
async function holdEntryScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * Records the page's layout shifts from its start (a visitor's input excluded, as the metric does), each with the
 * elements that moved and their boxes before and after, so a failure says what shifted.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const record = globalThis as unknown as { layoutShifts: { value: number; moved: string[] }[] };
    record.layoutShifts = [];
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className && typeof node.className === "string" ? `.${node.className.trim().split(/\s+/).join(".")}` : ""} "${(node.textContent ?? "").trim().slice(0, 40)}"` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.layoutShifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => `${describe(source.node)}: ${box(source.previousRect)} -> ${box(source.currentRect)}`) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (globalThis as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);
}

/** The prerendered login screen, present until the console takes over. */
const loginShell = (page: Page) => page.locator("#login-shell");

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the brand's login screen in its site's language: its logo, the heading and the form's fields @smoke", async ({ page, language }) => {
    await page.goto("/app/");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: message("login", language, "heading.login") })).toBeVisible();
    await expect(main.getByRole("textbox", { name: message("login", language, "apiKey.label") })).toBeVisible();
    await expect(main.getByRole("button", { name: message("login", language, "logIn") })).toBeVisible();
    const logo = main.getByRole("img");
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("src", /^\/app\/assets\/logo-[\w-]+\.svg$/);
    await expect(logo).toHaveJSProperty("complete", true);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});

/** Waits until the page is drawn: fonts and images loaded, no finite animation or transition (a colour scheme's) still running. */
async function drawn(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity));
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`paints the login form before the console's script and is taken over with no change (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const layoutShifts = await recordLayoutShifts(page);
    await deployWithoutMockApi(page);
    const entry = await holdEntryScript(page);
    await page.goto("/app/", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "API key" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-color-scheme", colorScheme);
    // The form's side: without a saved configuration the intro beside it is the brand's colour until the site's arrives
    // (on a phone the intro is above the form, so the form moves down by its height: the saved configuration's test).
    const panel = await page.getByRole("main").boundingBox();
    if (!panel) throw new Error("The login screen has no main region.");
    await drawn(page);
    const firstPaint = await page.screenshot({ clip: panel });
    await expectNoSeriousA11yViolations(page);

    entry.release();
    await expect(loginShell(page)).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "About" }).getByRole("paragraph").first()).toBeVisible();
    expect(await page.getByRole("main").boundingBox()).toEqual(panel);
    await drawn(page);
    expect(await page.screenshot({ clip: panel })).toEqual(firstPaint);
    expect(await layoutShifts()).toEqual([]);
  });
}

test("shows the provider's own login texts from a saved configuration in the first paint @phone", async ({ page, uiConfig }) => {
  if (!uiConfig.loginTitle) throw new Error("The configuration has no loginTitle: this test checks the first paint shows it.");
  const layoutShifts = await recordLayoutShifts(page);
  await deployWithoutMockApi(page);
  // A first visit saves the configuration; the page is then loaded again with the console's script held.
  await page.goto("/app/");
  await expect(page.getByRole("complementary", { name: "About" }).getByText(uiConfig.loginTitle, { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("uiConfig:")))).toBe(true);

  const entry = await holdEntryScript(page);
  await page.reload({ waitUntil: "commit" });
  const about = loginShell(page).getByRole("complementary", { name: "About" });
  await expect(about.getByText(uiConfig.loginTitle, { exact: true })).toBeVisible();
  // The illustration too, where the configuration has one (an image with no text of its own: alt="").
  const images = await about.locator("img").evaluateAll((found) => found.map((image) => image.getAttribute("src")));
  expect(images).toEqual(uiConfig.loginIntroImg ? [uiConfig.loginIntroImg] : []);
  await drawn(page);
  const firstPaint = await page.screenshot();

  entry.release();
  await expect(loginShell(page)).toHaveCount(0);
  await drawn(page);
  expect(await page.screenshot()).toEqual(firstPaint);
  expect(await layoutShifts()).toEqual([]);
});

test("shows a visitor with a session no login screen before the console", async ({ page }) => {
  await signedIn(page, MOCK_API_KEY);
  await deployWithoutMockApi(page);
  const entry = await holdEntryScript(page);
  await page.goto("/app/", { waitUntil: "commit" });
  await expect(loginShell(page)).toBeAttached();
  await expect(page.locator("#root")).toBeAttached();
  await expect(loginShell(page)).toBeHidden();
  await expect(page.getByRole("heading", { name: "Log in" })).toHaveCount(0);
  entry.release();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(loginShell(page)).toHaveCount(0);
});

test("logs in with a key typed into the login screen before the console took it over, a press on 'Log In' lasting through the takeover", async ({ page }) => {
  const entry = await holdEntryScript(page);
  await page.goto("/app/", { waitUntil: "commit" });
  await page.getByRole("textbox", { name: "API key" }).fill(MOCK_API_KEY);
  const button = await page.getByRole("button", { name: "Log In" }).boundingBox();
  if (!button) throw new Error("The login screen has no 'Log In' button.");
  await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
  await page.mouse.down();
  entry.release();
  // The console's form is drawn behind the login screen; the browser clicks only where the press began, so the screens
  // are swapped once it ends.
  await expect(page.locator("#root").getByRole("button", { name: "Log In", includeHidden: true })).toBeAttached();
  await expect(loginShell(page)).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(loginShell(page)).toHaveCount(0);
});
