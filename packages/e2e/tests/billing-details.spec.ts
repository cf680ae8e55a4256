import type { Locator, Page } from "@playwright/test";
import { billingBackend, billingWords, siteMoney } from "./billingBackend";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// A billing account itself on every app: its details and every running total in the provider's words (an order and
// GST where its labels say so), and a referred customer's first account taking the referral code it came with. Each
// test has a backend of its own and checks what the backend recorded as well as what the screen shows.

const API_KEY = "e2e-billing-details";

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

test("shows the account's details and every running total in the provider's words", PHONE, async ({ page, ownBackend, labels, provider, isPhone }, testInfo) => {
  const words = billingWords(labels);
  const api = billingBackend(page, ownBackend, API_KEY);
  const money = siteMoney(await api.config());
  const account = await api.account("Acme OÜ");
  await page.goto(`/app/billing/account/${account.id}`);
  await expect(page.getByRole("heading", { level: 1, name: account.title })).toBeVisible();

  const totals = page.getByRole("region", { name: "This month so far" });
  // What a description list says for a term: the <dd> beside the <dt> that reads exactly `term`.
  const described = (region: Locator, term: string) => region.locator("dl > div").filter({ has: page.locator("dt").getByText(term, { exact: true }) }).locator("dd");
  const running = account.running_totals ?? {};
  await expect(described(totals, `Total before ${words.tax}`)).toHaveText(money(running.total_before_tax ?? 0));
  await expect(described(totals, "Credit amount")).toHaveText(money(running.credit_amount ?? 0));
  await expect(described(totals, "Ongoing balance")).toHaveText(money(running.ongoing ?? 0));
  await expect(totals).toContainText(`the month's ${words.invoice} takes them`);

  await page.getByRole("tab", { name: "Details" }).click();
  await expect(page).toHaveURL(/\?tab=details$/);
  const details = page.getByRole("region", { name: "Account details" });
  await expect(described(details, `${words.tax} number`)).toHaveText(account.company_vat_number ?? "a tax number");
  await expect(described(details, "Company name")).toHaveText("Acme OÜ");
  await expect(described(details, "Address")).toContainText(account.city);
  await expect(described(details, words.integrationId)).toBeVisible();
  await expect(described(details, `${words.Invoice} e-mails`)).toHaveText(`Each ${words.invoice} is e-mailed to ${account.email}`);
  await details.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, `billing-account-details-${provider}${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
});

/** A referred customer who just signed up, on the create form: the referral link kept its code, sign-up set the flag. */
async function openFirstAccountForm(page: Page) {
  // A signed-in visitor following the link lands on home, the code kept.
  await page.goto("/app/referral/FRIEND42");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Signing up marks the first account as still to be made (what the identity provider's sign-up does here).
  await page.evaluate(() => localStorage.setItem("firstAccount", "true"));
  await page.goto("/app/billing/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a billing account" })).toBeVisible();
  return page.getByRole("textbox", { name: "Referral code" });
}

test("a referred customer's first billing account takes the referral code it came with", PHONE, async ({ page, ownBackend, uiConfig, provider, isPhone }, testInfo) => {
  test.skip(!uiConfig.referralCodeEnabled, "referrals are off in this configuration");
  const api = billingBackend(page, ownBackend, API_KEY);
  const money = siteMoney(await api.config());
  const code = await openFirstAccountForm(page);
  const amounts = uiConfig.referralCreditAmounts ?? {};
  await expect(code).toHaveValue("FRIEND42");
  await expect(code).toHaveAccessibleDescription(
    `With a referral code this account receives ${money(amounts.receiver_credit ?? 0)} of credit once you have topped up ${money(amounts.referral_credit_receiver_precondition_topup_sum ?? 0)}.`,
  );
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Title").fill("Referred");
  await field("Email").fill("referred@example.test");
  await field("Phone").fill("+372 555 0199");
  await code.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, `billing-account-referral-${provider}${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create billing account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Referred" })).toBeVisible();

  const created = await api.account("Referred");
  expect(created).toMatchObject({ referral_code: "FRIEND42" });
  expect(created.eligible_promotions).toContainEqual(expect.objectContaining({ credit_type: "referral_receiver", amount: amounts.receiver_credit }));
  // The flag is spent: the next account takes no code.
  expect(await page.evaluate(() => localStorage.getItem("firstAccount"))).toBeNull();
});

test("offers no referral code where referrals are off", async ({ page, uiConfig }) => {
  test.skip(uiConfig.referralCodeEnabled === true, "referrals are on in this configuration");
  await expect(await openFirstAccountForm(page)).toHaveCount(0);
});
