import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test, type OwnBackend } from "./fixtures";
import { expectNoSidewaysScroll } from "./screenFit";

// Deleting object storage buckets on the apps of the default configuration (the metal one has no storage). Only an
// empty bucket can be deleted: the API refuses one that holds objects and says why. Each test has a mock API of its
// own, whose demo account holds the buckets demo-assets (1,523 objects) and empty-bucket.
test.skip(({ mockConfig }) => mockConfig !== "default", "object storage comes with the default configuration");
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

const API_KEY = "e2e-bucket-delete";

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

/** The names of the buckets the backend holds, asked as the console asks. */
async function bucketNames(request: APIRequestContext, backend: OwnBackend): Promise<string[]> {
  const response = await request.get(`${backend.origin}/v1/storage/bucket/list`, { headers: { apikey: API_KEY } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { name: string }[]).map((bucket) => bucket.name);
}

test("refuses to delete a bucket that holds objects, then deletes an empty one after its name is typed @writes", PHONE, async ({ page, ownBackend, isPhone }, testInfo) => {
  const main = page.getByRole("main");
  await page.goto("/app/storage/bucket/demo-assets");
  await expect(main.getByRole("heading", { level: 1, name: "demo-assets" })).toBeVisible();
  const deletion = main.getByRole("region", { name: "Delete bucket" });
  await expect(deletion).toContainText("Only an empty bucket can be deleted.");
  await deletion.getByRole("button", { name: "Delete bucket" }).click();
  let dialog = page.getByRole("alertdialog", { name: "Delete the bucket demo-assets?" });
  await dialog.getByRole("textbox", { name: "Type demo-assets to confirm" }).fill("demo-assets");
  await dialog.getByRole("button", { name: "Delete bucket" }).click();
  // The API's reason is shown in the dialog, which stays open; the bucket and its objects stay.
  await expect(dialog).toContainText(/BucketNotEmpty: demo-assets holds 1523 objects/);
  await expect(dialog.getByRole("button", { name: "Delete bucket" })).toBeEnabled();
  expect(await bucketNames(page.request, ownBackend)).toContain("demo-assets");
  if (isPhone) await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, `bucket-delete-refused${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto("/app/storage");
  await main.getByRole("link", { name: "empty-bucket" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "empty-bucket" })).toBeVisible();
  await main.getByRole("region", { name: "Delete bucket" }).getByRole("button", { name: "Delete bucket" }).click();
  dialog = page.getByRole("alertdialog", { name: "Delete the bucket empty-bucket?" });
  await expect(dialog).toContainText("Its name becomes free for anyone to take. This cannot be undone.");
  // Confirming waits for the bucket's exact name.
  const confirm = dialog.getByRole("button", { name: "Delete bucket" });
  const typed = dialog.getByRole("textbox", { name: "Type empty-bucket to confirm" });
  await expect(confirm).toBeDisabled();
  await typed.fill("empty-bucke");
  await expect(confirm).toBeDisabled();
  await typed.fill("empty-bucket");
  await expect(confirm).toBeEnabled();
  if (isPhone) await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, `bucket-delete-confirm${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
  await confirm.click();

  await expect(main.getByRole("heading", { level: 1, name: "Storage" })).toBeVisible();
  await expect(page.getByText("Bucket empty-bucket deleted")).toBeVisible();
  await expect(main.getByRole("link", { name: "demo-assets" })).toBeVisible();
  await expect(page.getByRole("link", { name: "empty-bucket" })).toHaveCount(0);
  expect(await bucketNames(page.request, ownBackend)).not.toContain("empty-bucket");
});
