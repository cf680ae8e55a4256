import type { Locator } from "@playwright/test";
import { LIFECYCLE_MS } from "@cloudconsole/mock-api";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";
import { expectNoSidewaysScroll } from "./screenFit";

// MariaDB and Kubernetes managed services on the apps of the default configuration (PostgreSQL's flow, with its
// allowed addresses, is in services.spec.ts). Each test has a mock API of its own whose clock stands still: a service
// is "creating" until the test moves the clock.
test.skip(({ mockConfig }) => mockConfig !== "default", "managed services come with the default configuration");
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => signedIn(page, "e2e-services-engines"));

/** The texts of a select's options, in order. */
function optionTexts(select: Locator): Promise<string[]> {
  return select.locator("option").allTextContents();
}

test("creates a MariaDB service from the catalogue in an older version, watches it start, and sees its connection", PHONE, async ({ page, ownBackend, isPhone }, testInfo) => {
  const main = page.getByRole("main");
  await page.goto("/app/services");
  await expect(main.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await main.getByRole("link", { name: "Create MariaDB" }).click();

  await expect(main.getByRole("heading", { level: 1, name: "Create a managed service" })).toBeVisible();
  await expect(main.getByRole("radio", { name: /MariaDB/ })).toBeChecked();
  const version = main.getByRole("combobox", { name: /^Version/ });
  await expect.poll(() => optionTexts(version)).toEqual(["11.4", "10.11", "10.5"]);
  await expect(version).toHaveValue("11.4");
  await version.selectOption("10.11");
  await main.getByRole("textbox", { name: /^Name/ }).fill("wiki-db");
  await expect(main.getByText(/a month$/)).toBeVisible();
  if (isPhone) await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, `mariadb-create${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole("button", { name: "Create managed service" }).click();

  await expect(page.getByRole("heading", { name: /^Creating wiki-db\.\.\. \d+%$/ })).toBeVisible();
  expect(ownBackend.server.store.state.services.find((service) => service.display_name === "wiki-db")).toMatchObject({ service: "mariadb", version: "10.11", status: "creating" });
  ownBackend.clock.advance(LIFECYCLE_MS.serviceCreate);

  await expect(main.getByRole("heading", { level: 1, name: "wiki-db" })).toBeVisible();
  const connection = main.getByRole("region", { name: "Connection" });
  await expect(connection.getByText("Running")).toBeVisible();
  await expect(connection).toContainText("MariaDB 10.11");
  await expect(connection).toContainText("3306");
  await expect(connection).toContainText("wadmin");
  await expect(connection).toContainText("Single node");
  const resources = main.getByRole("region", { name: "Resources" });
  await expect(resources.getByRole("button", { name: /^Stop VM / })).toHaveCount(1);
  // A phone leaves out each VM's size; its status and its action stay.
  await expect(resources.getByRole("columnheader", { name: "Size" })).toBeVisible({ visible: !isPhone });
  const secrets = main.getByRole("region", { name: "Secrets" });
  await secrets.getByRole("button", { name: "Reveal secrets" }).click();
  await expect(secrets.getByRole("button", { name: "Copy sql_pass" })).toBeVisible();
  if (isPhone) await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, `mariadb-detail${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  await main.getByRole("link", { name: "← Services" }).click();
  const row = main.getByRole("row", { name: /wiki-db/ });
  await expect(row).toContainText("MariaDB 10.11");
  await expect(row).toContainText("Running");
});

test("creates a multi-node Kubernetes cluster with the versions and price of Kubernetes, and sees its three VMs", async ({ page, ownBackend }, testInfo) => {
  test.skip(ownBackend.server.store.state.ui.kubernetesEnabled !== true, "Kubernetes is offered only where the site enables it");
  const main = page.getByRole("main");
  await page.goto("/app/services");
  await main.getByRole("link", { name: "Create managed service" }).first().click();
  await expect(main.getByRole("heading", { level: 1, name: "Create a managed service" })).toBeVisible();
  await main.getByRole("textbox", { name: /^Name/ }).fill("edge-cluster");
  const price = main.getByRole("region", { name: "Price" });
  await expect(price).toContainText(/a month/);
  const databasePrice = await price.textContent();

  // Choosing Kubernetes offers its own versions, newest first, and its own licence price.
  await main.getByRole("radio", { name: /Kubernetes/ }).check();
  const version = main.getByRole("combobox", { name: /^Version/ });
  await expect.poll(() => optionTexts(version)).toEqual(["1.31", "1.30"]);
  await expect(version).toHaveValue("1.31");
  await expect(price).not.toHaveText(databasePrice ?? "");
  const singleNodePrice = await price.textContent();
  await main.getByRole("radio", { name: "Multi node (3 VMs)" }).check();
  await expect(price).not.toHaveText(singleNodePrice ?? "");
  await main.getByRole("combobox", { name: /^Location/ }).selectOption({ label: "Jakarta" });
  await saveScreenshot(page, testInfo, "kubernetes-create");
  await expectNoSeriousA11yViolations(page);
  await main.getByRole("button", { name: "Create managed service" }).click();

  await expect(page.getByRole("heading", { name: /^Creating edge-cluster\.\.\. \d+%$/ })).toBeVisible();
  await saveScreenshot(page, testInfo, "kubernetes-progress");
  ownBackend.clock.advance(LIFECYCLE_MS.serviceCreate);

  await expect(main.getByRole("heading", { level: 1, name: "edge-cluster" })).toBeVisible();
  const connection = main.getByRole("region", { name: "Connection" });
  await expect(connection.getByText("Running")).toBeVisible();
  await expect(connection).toContainText("Kubernetes 1.31");
  await expect(connection).toContainText("6443");
  await expect(connection).toContainText("Multi node");
  await expect(connection).toContainText("Jakarta");
  await expect(main.getByRole("region", { name: "Resources" }).getByRole("button", { name: /^Stop VM / })).toHaveCount(3);
  expect(ownBackend.server.store.state.services.find((service) => service.display_name === "edge-cluster")).toMatchObject({
    service: "kubernetes",
    version: "1.31",
    is_multi_node: true,
    location: "jkt01",
    status: "active",
  });
  await saveScreenshot(page, testInfo, "kubernetes-detail");
  await expectNoSeriousA11yViolations(page);
});
