import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// Admin impersonation against the shared demo mock API (whose user is an admin): start acting as a billing account's
// owner from /profile, see the banner, and return. Starting and returning change no server state.
test.skip(({ mockConfig }) => mockConfig !== "default", "the apps on the default configuration are enough: the flow is the same in every build");

const API_KEY = "e2e-admin";

async function someBillingAccount(page: Page): Promise<number> {
  const response = await page.request.get("/v1/payment/billing_account/list", { headers: { apikey: API_KEY } });
  expect(response.ok()).toBe(true);
  const [account] = (await response.json()) as { id: number }[];
  if (!account) throw new Error("the demo preset should have billing accounts");
  return account.id;
}

test("an admin acts as a billing account's owner from /profile and returns to it @writes", PHONE, async ({ page }, testInfo) => {
  // Three screens, each with its accessibility scan and screenshot, two of them after a whole sign-in of its own (start,
  // return): 13 s on an idle machine, over the one-screen ceiling when CI's lanes load both cores.
  test.slow();
  await signedIn(page, API_KEY);
  const accountId = await someBillingAccount(page);
  await page.goto("/app/profile");
  const administration = page.getByRole("region", { name: "Administration" });
  await expect(administration.getByRole("form", { name: "Act as a customer" })).toBeVisible();

  // Empty submit: the field says so and nothing starts.
  await administration.getByRole("button", { name: "Start impersonation" }).click();
  await expect(administration.getByText("This field is required")).toBeVisible();
  await administration.getByRole("radio", { name: "Billing account ID" }).check();
  const idField = administration.getByRole("textbox", { name: /Billing account ID/ });
  await idField.fill(String(accountId));
  await saveScreenshot(page, testInfo, "admin-profile");
  await expectNoSeriousA11yViolations(page);

  await administration.getByRole("button", { name: "Start impersonation" }).click();
  const banner = page.getByRole("region", { name: "Impersonation" });
  await expect(banner).toContainText(`You are acting as demo@example.com (billing account ${accountId}).`);
  await expect(page.getByText("Impersonation started")).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/app\/?$/);
  const impersonation = await page.evaluate(() => JSON.parse(localStorage.getItem("impersonation") ?? "null") as { token?: string } | null);
  expect(impersonation?.token).toMatch(/^admin-impersonation-/);
  await saveScreenshot(page, testInfo, "admin-impersonating");
  await expectNoSeriousA11yViolations(page);

  // Back to where impersonation started, as the admin again.
  await banner.getByRole("button", { name: "Return to my account" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole("table", { name: "Access invitations" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Administration" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("impersonation"), localStorage.getItem("apikey")])).toEqual([null, API_KEY]);
  await saveScreenshot(page, testInfo, "admin-returned");
  await expectNoSeriousA11yViolations(page);
});
