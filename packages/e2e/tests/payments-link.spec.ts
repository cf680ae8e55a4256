import type { Page } from "@playwright/test";
import { DECLINED_LINK_AMOUNT_CENTS, VIRTUAL_ACCOUNT_TRANSFER_MS } from "@cloudconsole/mock-api/constants";
import { processorTag } from "../src/processorTags";
import { expect, expectNoSeriousA11yViolations, moneyPattern, saveScreenshot, signedIn, test, type UiConfig } from "./fixtures";

// Link payments that finish after the customer has left the console: the processor's page sends them back to
// /payment_return, which shows the payment received, declined, or still open (a virtual account the customer has yet
// to pay) and checks it again until it is final. Each test has a mock API of its own, whose clock the test moves.

const API_KEY = "e2e-payments-link";
const PAYMENT_RETURN_MESSAGE = "Payment authorization check finished. You can close this page.";
/** The mock configuration's link processor and its virtual-account method. */
const LINK_PROCESSOR = "adyen";
const VIRTUAL_ACCOUNT_METHOD = "adyen::bca_va";

// Multi-step flows with axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

/** An amount the configuration accepts, in whole units, plus `cents`. */
const amountOver = (uiConfig: UiConfig, cents = 0) => ((uiConfig.minimumTopupAmount ?? 0) + 100 + cents / 100).toFixed(2);

/** Starts a link top-up of `amount` with `method` on the Personal account and follows the processor back. */
async function payByLink(page: Page, uiConfig: UiConfig, amount: string, method: string) {
  const processor = (uiConfig.paymentProcessors ?? []).find((candidate) => candidate.keyword === LINK_PROCESSOR);
  if (!processor) throw new Error(`the configuration has no ${LINK_PROCESSOR} processor`);
  await page.goto("/app/billing");
  await page.getByRole("table", { name: "Billing accounts" }).getByRole("link", { name: /Personal/ }).click();
  const topUp = page.getByRole("region", { name: "Top up" });
  await topUp.getByRole("radio", { name: processor.name }).check();
  await topUp.getByRole("spinbutton", { name: /^Amount/ }).fill(amount);
  await topUp.getByRole("combobox", { name: /Payment method/ }).selectOption(method);
  await topUp.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/app\/payment_return\?identifier=link_/);
  await expect(page.getByText(PAYMENT_RETURN_MESSAGE)).toBeVisible();
}

async function balanceOf(origin: string, title: string): Promise<number> {
  const response = await fetch(`${origin}/v1/payment/billing_account/list`, { headers: { apikey: API_KEY } });
  const accounts = (await response.json()) as { title: string; credit_amount: number }[];
  const account = accounts.find((candidate) => candidate.title === title);
  if (!account) throw new Error(`no billing account ${title}`);
  return account.credit_amount;
}

test.describe("payments through a link processor that finish later", processorTag(LINK_PROCESSOR, "link"), () => {
  test("a virtual account stays pending with how to pay it, and shows the payment received once the transfer arrives @writes", async ({ page, ownBackend, uiConfig }, testInfo) => {
    // The page's own clock, so its checks again (with growing waits) run without waiting for them.
    await page.clock.install();
    const before = await balanceOf(ownBackend.origin, "Personal");
    const amount = amountOver(uiConfig);
    await payByLink(page, uiConfig, amount, VIRTUAL_ACCOUNT_METHOD);

    const open = page.getByRole("status").filter({ hasText: "Waiting for your payment" });
    await expect(open).toBeVisible();
    await expect(open).toContainText(new RegExp(`Pay ${moneyPattern(uiConfig)} with BCA Virtual Account \\(Indonesia\\) to the number 8808\\d{12} before `));
    // The deadline is written in the site's own way, not as the processor's timestamp.
    await expect(open).not.toContainText(/\dT\d{2}:/);
    await expect(open).toContainText("Your credit is added within minutes of the payment arriving.");
    await expect(page.getByText(/Nothing was charged/)).toBeHidden();
    await saveScreenshot(page, testInfo, "payments-link-pending");
    await expectNoSeriousA11yViolations(page);
    expect(await balanceOf(ownBackend.origin, "Personal")).toBe(before);

    // The customer's transfer arrives at the processor; the page's next check finds it.
    ownBackend.clock.advance(VIRTUAL_ACCOUNT_TRANSFER_MS);
    await page.clock.fastForward(60_000);
    await expect(page.getByText("Payment received")).toBeVisible();
    await expect(page.getByText(/Waiting for your payment/)).toBeHidden();
    expect(await balanceOf(ownBackend.origin, "Personal")).toBeCloseTo(before + Number(amount), 2);
    await saveScreenshot(page, testInfo, "payments-link-received");

    // Back in the console, the credit is in the account's history.
    await page.getByRole("link", { name: "Back to the billing account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Personal" })).toBeVisible();
  });

  test("a payment the processor declines says so in its words, crediting nothing", async ({ page, ownBackend, uiConfig }, testInfo) => {
    const before = await balanceOf(ownBackend.origin, "Personal");
    await payByLink(page, uiConfig, amountOver(uiConfig, DECLINED_LINK_AMOUNT_CENTS), "adyen::ovo");
    await expect(page.getByText("The payment did not go through")).toBeVisible();
    await expect(page.getByText("The processor declined the payment.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the billing account" })).toBeVisible();
    await saveScreenshot(page, testInfo, "payments-link-declined");
    await expectNoSeriousA11yViolations(page);
    expect(await balanceOf(ownBackend.origin, "Personal")).toBe(before);
  });
});
