import { LIFECYCLE_MS } from "@cloudconsole/mock-api";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// Managed services on the apps of the default configuration (the metal one has none: see storage.spec.ts). Each test
// has a mock API of its own whose clock stands still: a service is "creating" until the test moves the clock.
test.skip(({ mockConfig }) => mockConfig !== "default", "managed services come with the default configuration");
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => signedIn(page, "e2e-services"));

test("creates a PostgreSQL service through the progress screen, allows an address, reveals secrets and deletes it @writes", PHONE, async ({ page, ownBackend }, testInfo) => {
  const main = page.getByRole("main");
  await page.goto("/app/services");
  await expect(main.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await expect(main.getByRole("link", { name: "orders-db" })).toBeVisible();
  await saveScreenshot(page, testInfo, "service-list");

  await page.goto("/app/services/create?osName=postgresql&osVersion=16");
  await expect(main.getByRole("radio", { name: /PostgreSQL/ })).toBeChecked();
  await main.getByRole("textbox", { name: /^Name/ }).fill("analytics");
  await expect(main.getByText(/a month$/)).toBeVisible();
  await saveScreenshot(page, testInfo, "service-create");
  await expectNoSeriousA11yViolations(page);
  await main.getByRole("button", { name: "Create managed service" }).click();
  await expect(page.getByRole("heading", { name: /^Creating analytics\.\.\. \d+%$/ })).toBeVisible();
  await saveScreenshot(page, testInfo, "service-progress");
  ownBackend.clock.advance(LIFECYCLE_MS.serviceCreate);

  await expect(main.getByRole("heading", { level: 1, name: "analytics" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Connection" }).getByText("Running")).toBeVisible();
  const addresses = main.getByRole("region", { name: "Allowed addresses" });
  const address = addresses.getByRole("textbox", { name: "Address or CIDR" });
  await address.fill("10.1.2.0/33");
  await expect(addresses.getByText("The prefix length after “/” must be from 0 to 32")).toBeVisible();
  await address.fill("10.1.2.0/24");
  await addresses.getByRole("button", { name: "Add address" }).click();
  await expect(addresses.getByRole("button", { name: "Remove 10.1.2.0/24" })).toBeVisible();

  const secrets = main.getByRole("region", { name: "Secrets" });
  await secrets.getByRole("button", { name: "Reveal secrets" }).click();
  await expect(secrets.getByRole("button", { name: "Copy sql_pass" })).toBeVisible();
  await saveScreenshot(page, testInfo, "service-detail");
  await expectNoSeriousA11yViolations(page);

  await main.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete service" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await expect(main.getByRole("link", { name: "analytics" })).toHaveCount(0);
});
