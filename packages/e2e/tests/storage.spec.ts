import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// Object storage on the apps of the default configuration; the metal configuration has none. Each test has a mock
// API of its own, so the buckets and keys it makes are its own.
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => signedIn(page, "e2e-storage"));

test("creates a bucket after a refused name, sets its CORS origin, and creates and deletes an S3 key @writes", PHONE, async ({ page, mockConfig, ownBackend: _backend }, testInfo) => {
  test.skip(mockConfig !== "default", "object storage comes with the default configuration");
  const main = page.getByRole("main");
  await page.goto("/app/storage");
  await expect(main.getByRole("heading", { level: 1, name: "Storage" })).toBeVisible();
  await expect(main.getByRole("link", { name: "demo-assets" })).toBeVisible();
  await saveScreenshot(page, testInfo, "bucket-list");
  await expectNoSeriousA11yViolations(page);

  await main.getByRole("link", { name: "Create bucket" }).first().click();
  const name = main.getByRole("textbox", { name: /^Bucket name/ });
  await name.fill("-Photos");
  await expect(main.getByText("Start with a letter or digit.")).toBeVisible();
  await expect(main.getByText("Use only lowercase letters, digits and hyphens, not “P”.")).toBeVisible();
  await saveScreenshot(page, testInfo, "bucket-refused-name");
  await expectNoSeriousA11yViolations(page);
  await name.fill("photos-2026");
  await expect(main.getByText("Start with a letter or digit.")).toHaveCount(0);
  await main.getByRole("button", { name: "Create bucket" }).click();

  await expect(main.getByRole("heading", { level: 1, name: "photos-2026" })).toBeVisible();
  await main.getByRole("textbox", { name: "Allowed origin" }).fill("https://app.example.com");
  await main.getByRole("button", { name: "Set allowed origin" }).click();
  await expect(page.getByText("Browsers may now reach photos-2026 from https://app.example.com")).toBeVisible();
  await saveScreenshot(page, testInfo, "bucket-detail");

  await page.goto("/app/storage");
  const access = main.getByRole("region", { name: "S3 access" });
  await expect(access.getByRole("button", { name: "Create key" })).toBeVisible();
  await access.getByRole("button", { name: "Create key" }).click();
  await expect(access.getByText("Copy the secret key now")).toBeVisible();
  await expect(access.getByRole("button", { name: "Copy secret key" })).toBeVisible();
  await saveScreenshot(page, testInfo, "s3-key-created");
  await expectNoSeriousA11yViolations(page);
  const keys = access.getByRole("table", { name: "S3 keys" });
  const rows = keys.getByRole("button", { name: /^Delete key / });
  await expect(rows).toHaveCount(2);
  await rows.first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete key" }).click();
  await expect(page.getByText("S3 key deleted")).toBeVisible();
  await expect(rows).toHaveCount(1);
});

test("a site without object storage or managed services has neither", PHONE, async ({ page, mockConfig, ownBackend: _backend }, testInfo) => {
  test.skip(mockConfig !== "metal", "the metal configuration turns storage and services off");
  await page.goto("/app/storage");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.goto("/app/services");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Storage", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Services", exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, "metal-no-storage");
  await expectNoSeriousA11yViolations(page);
});
