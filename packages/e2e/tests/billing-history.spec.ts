import type { Page } from "@playwright/test";
import { billingBackend, billingWords, detailsOf } from "./billingBackend";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test, type OwnBackend } from "./fixtures";

// A billing account's money history on every app: invoices (in the provider's words: orders and GST where its labels
// say so), paying one, its PDF, usage with its chart, campaign codes and the referral link. Each test that changes something has a backend of its own.
// The sections are tabs of the account's page, each linkable as /billing/account/{id}?tab=….

const API_KEY = "e2e-billing-history";

test.describe.configure({ timeout: 150_000 });

/** The demo's company account (it has an unpaid invoice and a primary card). */
async function companyAccount(page: Page, backend: OwnBackend): Promise<number> {
  const response = await page.request.get(`${backend.origin}/v1/payment/billing_account/list`, { headers: { apikey: API_KEY } });
  const accounts = (await response.json()) as { id: number; title: string }[];
  const company = accounts.find((account) => account.title === "Acme OÜ");
  if (!company) throw new Error("the demo seed has the account Acme OÜ");
  return company.id;
}

/** The account's page with one of its sections open (each section is linkable with `?tab=`). */
async function openSection(page: Page, accountId: number, tab: "invoices" | "usage" | "promotions") {
  await page.goto(`/app/billing/account/${accountId}?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: "Acme OÜ" })).toBeVisible();
}

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

  test("pays an unpaid invoice from its page and downloads its PDF @writes", async ({ page, provider, labels, ownBackend }, testInfo) => {
    const words = billingWords(labels);
    const accountId = await companyAccount(page, ownBackend);
    await openSection(page, accountId, "invoices");
    const invoices = page.getByRole("region", { name: words.invoices });
    await expect(invoices.getByRole("link", { name: "Current period" })).toBeVisible();
    await expect(invoices.getByText(`Amounts include ${words.tax}.`)).toBeVisible();
    await saveScreenshot(page, testInfo, `billing-history-${provider}`);
    await expectNoSeriousA11yViolations(page);

    // The unpaid one's row leads to its page.
    const unpaidRow = invoices.getByRole("row").filter({ hasText: "Unpaid" });
    const number = ((await unpaidRow.getByRole("link").textContent()) ?? "").trim();
    await unpaidRow.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: `${words.Invoice} ${number}` })).toBeVisible();
    await expect(page.getByRole("table", { name: "Records" }).getByRole("columnheader", { name: words.tax })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/billing/account/${accountId}/invoice/\\d+$`));

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: `Download ${words.invoice} ${number} as PDF` }).click();
    expect((await download).suggestedFilename()).toBe(`${words.invoice}-${number}.pdf`);

    await page.getByRole("button", { name: `Pay ${words.invoice} ${number}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Pay ${words.invoice} ${number}?`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByText(`${words.Invoice} paid`)).toBeVisible();
    await expect(page.getByText("Succeeded")).toBeVisible();
    // The payment names what paid it: the account's primary card.
    const primary = (await billingBackend(page, ownBackend, API_KEY).cards(accountId)).find((card) => card.is_primary);
    await expect(page.getByRole("table", { name: "Transactions" }).getByRole("cell", { name: new RegExp(`•••• ${primary ? detailsOf(primary).last4 : "a primary card"}$`) })).toBeVisible();
    await expect(page.getByRole("button", { name: `Pay ${words.invoice} ${number}` })).toHaveCount(0);
    await saveScreenshot(page, testInfo, `billing-invoice-paid-${provider}`);
    await expectNoSeriousA11yViolations(page);
  });

  test("shows the month's usage by resource with its chart, and the credit history", PHONE, async ({ page, provider, ownBackend, isPhone }, testInfo) => {
    const accountId = await companyAccount(page, ownBackend);
    await openSection(page, accountId, "usage");
    const usage = page.getByRole("region", { name: "Usage this month" });
    await expect(usage.getByRole("table", { name: "Usage by resource" }).getByRole("row").nth(1)).toBeVisible();
    await expect(usage.getByText("Cost so far")).toBeVisible();
    // The chart's library arrives with the usage section and draws an SVG.
    await expect(usage.getByRole("group", { name: "Cost so far this month, by day" }).locator("svg")).toBeVisible();
    await usage.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, `billing-usage-${provider}${isPhone ? "-phone" : ""}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Credit history" }).click();
    await expect(page).toHaveURL(/\?tab=credit$/);
    await expect(page.getByRole("region", { name: "Credit history" })).toBeVisible();
  });

  test("refuses an invalid campaign code and activates a valid one @writes", PHONE, async ({ page, provider, uiConfig, ownBackend, isPhone }, testInfo) => {
    const accountId = await companyAccount(page, ownBackend);
    await openSection(page, accountId, "promotions");
    const promotions = page.getByRole("region", { name: "Promotions" });
    const code = promotions.getByRole("textbox", { name: "Campaign code" });
    await code.fill("NOT-A-CODE");
    await promotions.getByRole("button", { name: "Activate" }).click();
    await expect(page.getByText("Failed to activate campaign")).toBeVisible();
    await expect(promotions.getByText("Invalid campaign.")).toBeVisible();
    await expect(code).toHaveValue("NOT-A-CODE");
    await expectNoSeriousA11yViolations(page);

    await code.fill("WELCOME10");
    // The error toast may still cover the button's corner on a short page: submit from the field, as a keyboard user does.
    await code.press("Enter");
    await expect(page.getByText("Campaign activated")).toBeVisible();
    await expect(promotions.getByText("Sign-up campaign")).toBeVisible();
    // Referrals are on where the configuration enables them.
    await expect(promotions.getByRole("button", { name: "Copy referral link" })).toHaveCount(uiConfig.referralCodeEnabled ? 1 : 0);
    await promotions.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, `billing-promotions-${provider}${isPhone ? "-phone" : ""}`);
  });
});

test("a referral link keeps its code and opens sign-up", PHONE, async ({ page }) => {
  await page.goto("/app/referral/FRIEND42");
  await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("referralCode"))).toBe("FRIEND42");
});
