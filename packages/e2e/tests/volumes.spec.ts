import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, moneyPattern, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// Volumes (block storage disks) under Storage on the apps of the default configuration; the metal configuration has
// no VMs, so no volumes. Each flow has a mock API of its own, so it starts from the demo seed whatever ran before.
// A whole flow with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 300_000 });

/** The page itself, without the desktop sidebar (which lists the same volumes). */
const main = (page: Page) => page.getByRole("main");

test.beforeEach(async ({ page }) => signedIn(page, "e2e-volumes"));

test("creates a volume after a refused size, attaches it to a VM, detaches it from the VM's storage tab and deletes it @writes", PHONE, async ({ page, mockConfig, uiConfig, ownBackend: _backend, isPhone }, testInfo) => {
  test.skip(!uiConfig.vmsEnabled, `the ${mockConfig} configuration has no virtual machines to attach volumes to`);
  const suffix = isPhone ? "-phone" : "";
  await page.goto("/app/storage");
  const volumes = main(page).getByRole("table", { name: "Volumes" });
  const dbData = volumes.getByRole("row").filter({ has: page.getByRole("link", { name: "db-data" }) });
  await expect(dbData).toContainText("50 GB");
  await expect(dbData).toContainText("Detached");
  await saveScreenshot(page, testInfo, `volume-list${suffix}`);
  await expectNoSeriousA11yViolations(page);

  await main(page).getByRole("link", { name: "Create volume" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a volume" })).toBeVisible();
  const size = main(page).getByRole("textbox", { name: /^Size \(GB\)/ });
  await size.fill("12.5");
  await main(page).getByRole("button", { name: "Create volume" }).click();
  await expect(main(page).getByText("Enter a whole number of GB")).toBeVisible();
  await saveScreenshot(page, testInfo, `volume-refused-size${suffix}`);
  await expectNoSeriousA11yViolations(page);
  await size.fill("100");
  await main(page).getByRole("textbox", { name: /^Name/ }).fill("media");
  await expect(main(page).getByText(new RegExp(`Price: ${moneyPattern(uiConfig)}/month`))).toBeVisible();
  await main(page).getByRole("button", { name: "Create volume" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "media" })).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Details" })).toContainText(new RegExp(`100 GB.*${moneyPattern(uiConfig)}/month`, "s"));
  const machine = main(page).getByRole("region", { name: "Virtual machine" });
  await machine.getByRole("combobox", { name: "Attach to" }).selectOption({ label: "web-1" });
  await machine.getByRole("button", { name: "Attach volume" }).click();
  await expect(machine.getByText("Attached to web-1.")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Delete volume" })).toBeDisabled();
  await expect(main(page).getByText("A volume attached to a virtual machine cannot be deleted: detach it from web-1 first.")).toBeVisible();
  await saveScreenshot(page, testInfo, `volume-attached${suffix}`);
  await expectNoSeriousA11yViolations(page);

  // The VM's storage tab lists the volume and detaches it.
  await main(page).getByRole("region", { name: "Details" }).getByRole("link", { name: "web-1" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "web-1" })).toBeVisible();
  await page.getByRole("tab", { name: "Storage" }).click();
  const vmVolumes = main(page).getByRole("region", { name: "Volumes" });
  await expect(vmVolumes.getByRole("table", { name: "Attached volumes" }).getByRole("link", { name: "media" })).toBeVisible();
  await saveScreenshot(page, testInfo, `vm-volumes${suffix}`);
  await expectNoSeriousA11yViolations(page);
  await vmVolumes.getByRole("button", { name: "Detach media" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Detach volume" }).click();
  await expect(vmVolumes.getByText("No volume is attached.")).toBeVisible();
  await expect(vmVolumes.getByRole("combobox", { name: "Volume to attach" }).getByRole("option", { name: "media · 100 GB" })).toBeAttached();

  await page.goto("/app/storage");
  await volumes.getByRole("link", { name: "media" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "media" })).toBeVisible();
  await main(page).getByRole("button", { name: "Delete volume" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete volume" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Storage" })).toBeVisible();
  await expect(page.getByText("Volume media deleted")).toBeVisible();
  await expect(volumes.getByRole("link", { name: "media" })).toHaveCount(0);
});

test("copies a volume, refusing a copy smaller than its source, then renames the copy and moves it to another billing account", PHONE, async ({ page, mockConfig, uiConfig, ownBackend: _backend, isPhone }, testInfo) => {
  test.skip(!uiConfig.vmsEnabled, `the ${mockConfig} configuration has no volumes`);
  const suffix = isPhone ? "-phone" : "";
  await page.goto("/app/storage/create/volume");
  await expect(page.getByRole("heading", { level: 1, name: "Create a volume" })).toBeVisible();
  await main(page).getByRole("combobox", { name: "Start from" }).selectOption({ label: "A copy of a volume" });
  const source = main(page).getByRole("combobox", { name: /^Volume/ });
  await source.selectOption({ label: "db-data · 50 GB" });
  await expect(main(page).getByText("Leave empty for the source's 50 GB.")).toBeVisible();
  const size = main(page).getByRole("textbox", { name: /^Size \(GB\)/ });
  await size.fill("20");
  await main(page).getByRole("textbox", { name: /^Name/ }).fill("db-copy");
  await main(page).getByRole("button", { name: "Create volume" }).click();
  await expect(size).toHaveAccessibleDescription(/A copy is at least as large as its source: enter 50 GB or more, or leave it empty/);
  await expect(source).toHaveValue(/.+/);
  await saveScreenshot(page, testInfo, `volume-copy-refused-size${suffix}`);
  await expectNoSeriousA11yViolations(page);
  await size.fill("");
  await main(page).getByRole("button", { name: "Create volume" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "db-copy" })).toBeVisible();
  const details = main(page).getByRole("region", { name: "Details" });
  await expect(details).toContainText("50 GB");
  await expect(details).toContainText("Copy of db-data");
  const settings = main(page).getByRole("region", { name: "Settings" });
  await settings.getByRole("textbox", { name: "Name" }).fill("db-clone");
  await settings.getByRole("combobox", { name: /^Billing account/ }).selectOption({ label: "Acme OÜ" });
  await saveScreenshot(page, testInfo, `volume-settings${suffix}`);
  await expectNoSeriousA11yViolations(page);
  await settings.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "db-clone" })).toBeVisible();
  await expect(page.getByText("Volume db-clone saved")).toBeVisible();
  await expect(details).toContainText("Acme OÜ");
  await page.goto("/app/storage");
  await expect(main(page).getByRole("table", { name: "Volumes" }).getByRole("link", { name: "db-clone" })).toBeVisible();
});
