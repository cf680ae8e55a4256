import type { Page } from "@playwright/test";
import { billingBackend, type ApiBillingAccount } from "./billingBackend";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// Editing and deleting a billing account on every app, each test on a backend of its own, checking what the backend
// recorded as well as what the screen shows.

const API_KEY = "e2e-billing-account";

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

/** The account's page, reached from the billing list as a customer does. */
async function openFromList(page: Page, account: Pick<ApiBillingAccount, "title">) {
  await page.goto("/app/billing");
  await page.getByRole("table", { name: "Billing accounts" }).getByRole("link", { name: new RegExp(account.title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: account.title })).toBeVisible();
}

/** The new details typed into the edit form. */
const EDITED = { title: "Archive project", address: "Ülikooli 18", city: "Tartu", email: "archive@example.test" };

test("edits a billing account: a wrong email keeps what was typed, then the new details are saved", PHONE, async ({ page, ownBackend, provider, isPhone }, testInfo) => {
  const api = billingBackend(page, ownBackend, API_KEY);
  const account = await api.account("Old project");
  await openFromList(page, account);
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${account.title}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/billing/account/${account.id}/edit$`));

  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  // The form starts from the account's own details.
  await expect(field("Title")).toHaveValue(account.title);
  await expect(field("City")).toHaveValue(account.city);

  await field("Title").fill(EDITED.title);
  await field("Address").fill(EDITED.address);
  await field("City").fill(EDITED.city);
  await field("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(field("Email")).toHaveAccessibleDescription(/Enter a valid email address/);
  await expect(field("Email")).toHaveValue("not-an-email");
  await expect(field("Title")).toHaveValue(EDITED.title);
  await expect(field("Address")).toHaveValue(EDITED.address);
  await expect(field("City")).toHaveValue(EDITED.city);
  await saveScreenshot(page, testInfo, `billing-account-edit-invalid-${provider}${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
  // Nothing was sent.
  expect(await api.account(account.title)).toMatchObject({ city: account.city, email: account.email });

  await field("Email").fill(EDITED.email);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Billing account saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: EDITED.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/billing/account/${account.id}$`));

  // The form shows the saved details when opened again.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${EDITED.title}` })).toBeVisible();
  await expect(field("Address")).toHaveValue(EDITED.address);
  await expect(field("City")).toHaveValue(EDITED.city);
  await expect(field("Email")).toHaveValue(EDITED.email);

  const saved = (await api.accounts()).find((candidate) => candidate.id === account.id);
  expect(saved).toMatchObject({ title: EDITED.title, address_line1: EDITED.address, city: EDITED.city, email: EDITED.email });
});

test("deletes a billing account after confirming, and it leaves the list", async ({ page, ownBackend, provider }, testInfo) => {
  const api = billingBackend(page, ownBackend, API_KEY);
  const account = await api.account("Old project");
  await openFromList(page, account);

  // Cancelling keeps the account.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Delete ${account.title}?`);
  await expect(dialog).toContainText("Its remaining credit is lost and it can no longer pay for anything.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: account.title })).toBeVisible();
  expect((await api.accounts()).map((candidate) => candidate.id)).toContain(account.id);

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await saveScreenshot(page, testInfo, `billing-account-delete-${provider}`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Delete billing account" }).click();
  await expect(page).toHaveURL(/\/app\/billing$/);
  await expect(page.getByText("Billing account deleted")).toBeVisible();
  const list = page.getByRole("table", { name: "Billing accounts" });
  await expect(list.getByRole("link", { name: /Personal/ })).toBeVisible();
  await expect(list.getByRole("link", { name: new RegExp(account.title) })).toHaveCount(0);

  expect((await api.accounts()).map((candidate) => candidate.id)).not.toContain(account.id);
  expect((await api.accountsWithDeleted()).find((candidate) => candidate.id === account.id)).toMatchObject({ is_deleted: true });
});
