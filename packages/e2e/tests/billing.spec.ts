import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test, type UiConfig } from "./fixtures";

// Billing on every app, each test on a mock API of its own: top-ups change balances and cards for good.

const API_KEY = "e2e-billing";
const PAYMENT_RETURN_MESSAGE = "Payment authorization check finished. You can close this page.";

// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

async function openAccount(page: Page, title: string) {
  await page.goto("/app/billing");
  await page.getByRole("table", { name: "Billing accounts" }).getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** An amount the configuration accepts: over its minimum top-up. */
const amountOver = (uiConfig: UiConfig) => String((uiConfig.minimumTopupAmount ?? 0) + 100);

test("lists the billing accounts with their state in words", PHONE, async ({ page, ownBackend: _backend, provider, isPhone }, testInfo: TestInfo) => {
  await page.goto("/app/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  const table = page.getByRole("table", { name: "Billing accounts" });
  await expect(table.getByRole("link", { name: /Personal/ })).toBeVisible();
  // A phone's card folds the explanation behind the state (phone-lists.spec.ts): pressing the state shows it.
  if (isPhone) await table.getByText("Limited", { exact: true }).click();
  await expect(table.getByText("Top up the account to lift the limit.")).toBeVisible();
  await saveScreenshot(page, testInfo, `billing-list-${provider}`);
  await expectNoSeriousA11yViolations(page);
  await openAccount(page, "Personal");
  await expect(page.getByRole("region", { name: "This month so far" })).toBeVisible();
  await saveScreenshot(page, testInfo, `billing-account-${provider}`);
  await expectNoSeriousA11yViolations(page);
});

test("creates a billing account @writes", async ({ page, ownBackend: _backend, provider }, testInfo) => {
  await page.goto("/app/billing/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a billing account" })).toBeVisible();
  await page.getByRole("button", { name: "Create billing account" }).click();
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAccessibleDescription(/This field is required/);
  await page.getByRole("textbox", { name: /^Title/ }).fill("E2E company");
  await page.getByRole("textbox", { name: /^Email/ }).fill("e2e@example.test");
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+372 5555 0101");
  await page.getByRole("textbox", { name: /^Country/ }).fill("ee");
  await saveScreenshot(page, testInfo, `billing-create-${provider}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create billing account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E2E company" })).toBeVisible();
  await page.getByRole("link", { name: "← Billing" }).click();
  await expect(page.getByRole("table", { name: "Billing accounts" }).getByRole("link", { name: /E2E company/ })).toBeVisible();
});

test("tops up by a new card with 3-D Secure", async ({ page, ownBackend: _backend, provider, uiConfig }, testInfo) => {
  await openAccount(page, "Old project");
  const topUp = page.getByRole("region", { name: "Top up" });
  await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(amountOver(uiConfig));
  await topUp.getByRole("textbox", { name: /Cardholder name/ }).fill("Cloudia Iaas");
  await topUp.getByRole("textbox", { name: /Card number/ }).fill("4242 4242 4242 4242");
  await topUp.getByRole("textbox", { name: /Expiry/ }).fill("12/39");
  await topUp.getByRole("textbox", { name: /Security code/ }).fill("123");
  await expect(topUp.getByText("You pay")).toBeVisible();
  await saveScreenshot(page, testInfo, `billing-topup-card-${provider}`);
  await expectNoSeriousA11yViolations(page);
  await topUp.getByRole("button", { name: "Pay" }).click();

  // The bank's 3-D Secure check sends the customer back to the console.
  await expect(page).toHaveURL(/\/app\/payment_return\?identifier=3ds_/);
  await expect(page.getByText(PAYMENT_RETURN_MESSAGE)).toBeVisible();
  await expect(page.getByText("Your card is verified")).toBeVisible();
  await page.getByRole("button", { name: /^Pay .* now$/ }).click();
  await expect(page.getByText(/Top-up of .* paid/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Back to the billing account" }).click();
  await page.getByRole("tab", { name: "Cards" }).click();
  await expect(page.getByRole("table", { name: "Cards" }).getByText("Visa •••• 4242")).toBeVisible();
  await expect(page.getByRole("table", { name: "Cards" }).getByText("Verified")).toBeVisible();
});

test("tops up through a payment link and back through /payment_return", PHONE, async ({ page, ownBackend: _backend, provider, uiConfig }, testInfo) => {
  await openAccount(page, "Personal");
  const topUp = page.getByRole("region", { name: "Top up" });
  await topUp.getByRole("radio", { name: "E-wallet and local payment" }).check();
  await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(amountOver(uiConfig));
  await topUp.getByRole("combobox", { name: /Payment method/ }).selectOption({ index: 1 });
  await expect(topUp.getByText("You pay")).toBeVisible();
  await saveScreenshot(page, testInfo, `billing-topup-link-${provider}`);
  await topUp.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/app\/payment_return\?identifier=link_/);
  await expect(page.getByText(PAYMENT_RETURN_MESSAGE)).toBeVisible();
  await expect(page.getByText("Payment received")).toBeVisible();
  await saveScreenshot(page, testInfo, `billing-payment-return-${provider}`);
  await expectNoSeriousA11yViolations(page);
});

test.describe("where the configuration has recurring payments", () => {
  test.skip(({ uiConfig }) => !uiConfig.recurringPaymentsEnabled, "the configuration has no recurring payments");

  test("sets automated top-up @writes", async ({ page, ownBackend: _backend, provider }, testInfo) => {
    await openAccount(page, "Personal");
    const auto = page.getByRole("region", { name: "Automated top-up" });
    await auto.getByRole("switch", { name: "Top up automatically" }).check();
    await auto.getByRole("button", { name: "Save automated top-up" }).click();
    await expect(auto.getByRole("spinbutton", { name: /Top up by/ })).toHaveAccessibleDescription(/This field is required/);
    await auto.getByRole("spinbutton", { name: /When credit falls under/ }).fill("10");
    await auto.getByRole("spinbutton", { name: /Top up by/ }).fill("50");
    await auto.getByRole("button", { name: "Save automated top-up" }).click();
    await expect(page.getByText(/Automated top-up saved/)).toBeVisible();
    await saveScreenshot(page, testInfo, `billing-auto-topup-${provider}`);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("where the configuration has no recurring payments", () => {
  test.skip(({ uiConfig }) => Boolean(uiConfig.recurringPaymentsEnabled), "the configuration offers automated top-up");

  test("offers no automated top-up, only the low-balance notice", async ({ page, ownBackend: _backend }) => {
    await openAccount(page, "Personal");
    await expect(page.getByRole("region", { name: "Low-balance notice" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Automated top-up" })).toHaveCount(0);
  });
});
