import type { TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// API tokens and access delegations on every app (always enabled), against the shared demo mock API.
// Names carry the project, so parallel runs never touch each other's resources.

const API_KEY = "e2e-access";

function uniqueName(prefix: string, testInfo: TestInfo): string {
  return `${prefix} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
}

// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

// The shell's layout tests scan this screen for accessibility at both sides of the breakpoint.
test("lists tokens and delegations on the Access page, with the sidebar on desktop", PHONE, async ({ page, provider, isPhone }, testInfo) => {
  await page.goto("/app/access");
  await expect(page.getByRole("heading", { level: 1, name: "Access" })).toBeVisible();
  await expect(page.getByRole("table", { name: "API tokens" }).getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Access delegations" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Access" })).toHaveCount(isPhone ? 0 : 1);
  await saveScreenshot(page, testInfo, `access-list-${provider}`);
});

test("creates a token, shows its secret once, edits it and deletes it @writes", async ({ page, provider }, testInfo) => {
  const description = uniqueName("e2e token", testInfo);
  await page.goto("/app/access");
  await page.getByRole("main").getByRole("link", { name: "Create API token" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New API token" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Description/ }).fill(description);
  await page.getByRole("checkbox", { name: /Restricted/ }).check();
  await page.getByRole("combobox", { name: /Billing account/ }).selectOption({ index: 1 });
  await saveScreenshot(page, testInfo, `access-token-form-${provider}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create API token" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "API token created" })).toBeVisible();
  await expect(page.getByText(/You will not see it again/)).toBeVisible();
  const secret = (await page.locator("code").first().textContent()) ?? "";
  expect(secret).toMatch(/^\S{20,}$/);
  await expect(page.getByRole("button", { name: "Copy API token" })).toBeVisible();
  await saveScreenshot(page, testInfo, `access-token-created-${provider}`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Open the token's page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: description })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByRole("textbox", { name: /^Description/ }).fill(`${description} edited`);
  await settings.getByRole("checkbox", { name: /Restricted/ }).uncheck();
  await settings.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${description} edited` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Details" }).getByText("All billing accounts")).toBeVisible();
  await saveScreenshot(page, testInfo, `access-token-detail-${provider}`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`${description} edited`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Delete API token" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Access" })).toBeVisible();
  await expect(page.getByRole("table", { name: "API tokens" }).getByRole("link", { name: `${description} edited` })).toHaveCount(0);
});

test("creates a delegation and invites a grantee @writes", PHONE, async ({ page, provider, isPhone }, testInfo) => {
  const name = uniqueName("e2e delegation", testInfo);
  await page.goto("/app/access/create/access_delegation");
  await expect(page.getByRole("heading", { level: 1, name: "New access delegation" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByRole("button", { name: "Create access delegation" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const email = page.getByRole("textbox", { name: /^Grantee email/ });
  await email.fill("not-an-email");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await email.fill("grantee@example.com");
  await page.getByRole("button", { name: "Invite" }).click();
  const row = page.getByRole("table", { name: "Grantees" }).getByRole("row", { name: /grantee@example\.com/ });
  await expect(row).toContainText("Not accepted");
  await saveScreenshot(page, testInfo, `access-delegation-${provider}`);
  await expectNoSeriousA11yViolations(page);

  // The desktop's sidebar lists it too; a phone has no sidebar.
  await expect(page.getByRole("complementary", { name: "Access" }).getByRole("link", { name })).toHaveCount(isPhone ? 0 : 1);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete access delegation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Access" })).toBeVisible();
});
