import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, test } from "./fixtures";

test.describe("first screens of a built provider app", () => {
  test("the login screen renders from the backend's configuration", PHONE, async ({ page, provider }, testInfo) => {
    await page.goto("/app/");
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "API key" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "Use mock API" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-provider", provider);
    await saveScreenshot(page, testInfo, "login");
    await expectNoSeriousA11yViolations(page);
  });

  test("/app/payment_return says the check finished", async ({ page }, testInfo) => {
    await page.goto("/app/payment_return");
    await expect(page.getByText("Payment authorization check finished. You can close this page.")).toBeVisible();
    await saveScreenshot(page, testInfo, "payment-return");
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown address asks a visitor to log in, then shows the not-found screen", async ({ page }) => {
    await page.goto("/app/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await page.getByRole("textbox", { name: "API key" }).fill("demo-key");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/no\/such\/page$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("with no backend reachable it shows 'Failed to connect to server', never a blank page", async ({ page }, testInfo) => {
    await page.clock.install();
    await page.route("**/v1/**", (route) => route.abort("connectionrefused"));
    await page.goto("/app/");
    // Connection errors are retried 3 times, 7 s apart, before the error screen. The page's first request may
    // start after the clock does, so the fake time moves in retry-sized steps until the screen appears.
    await expect(async () => {
      await page.clock.runFor(7_500);
      await expect(page.getByRole("alert")).toContainText("Failed to connect to server", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Reload page" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await saveScreenshot(page, testInfo, "connection-error");
    await expectNoSeriousA11yViolations(page);
  });

  test("the embedded mock API starts in the browser when switched on", async ({ page }) => {
    await page.goto("/app/");
    await page.getByRole("switch", { name: "Use mock API" }).click();
    // A full reload follows; then the service worker answers the API calls in the page itself.
    await expect(page.getByRole("switch", { name: "Use mock API" })).toBeChecked();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/app\/mockServiceWorker\.js$/);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  });
});
