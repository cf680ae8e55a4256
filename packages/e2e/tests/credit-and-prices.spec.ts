import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, moneyPattern, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// What money a customer meets before acting: whether credit may run below zero (home, top-up, create forms), the
// sizes a LIMITED account may create, and the prices of a Windows licence, a new disk, backups and snapshots.
// Each test reads the demo seed through a mock API of its own.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => signedIn(page, "e2e-credit"));

/** The page itself, without the desktop sidebar. */
const main = (page: Page) => page.getByRole("main");

/** The site's debt rule in the words the credit policy opens with. */
const policyTitle = (allowDebt: boolean | undefined) => (allowDebt ? "Credit can run below zero." : "Credit cannot run below zero.");

test("home and the top-up form say whether credit may run below zero and what happens when it runs out", PHONE, async ({ page, uiConfig, ownBackend: _backend, isPhone }, testInfo) => {
  await page.goto("/app/");
  const billing = main(page).getByRole("region", { name: "Billing" });
  await expect(billing.getByText(policyTitle(uiConfig.allowDebt))).toBeVisible();
  await expect(billing).toContainText("A debt left unpaid can freeze the account");
  await saveScreenshot(page, testInfo, `home-credit-policy${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  await billing.getByRole("link", { name: "View billing account" }).click();
  const topUp = main(page).getByRole("region", { name: "Top up" });
  await expect(topUp.getByText(policyTitle(uiConfig.allowDebt))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a LIMITED account sees the sizes it may create before submitting, and the way to top it up", PHONE, async ({ page, mockConfig, uiConfig, ownBackend: _backend, isPhone }, testInfo) => {
  test.skip(!uiConfig.vmsEnabled, `the ${mockConfig} configuration has no virtual machines`);
  const limits = uiConfig.limitedBillingAccountConfig;
  test.skip(!limits?.vcpu, `the ${mockConfig} configuration sets no limit for LIMITED accounts`);
  await page.goto("/app/compute/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a virtual machine" })).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Details" }).getByText(policyTitle(uiConfig.allowDebt))).toBeVisible();
  await main(page).getByRole("combobox", { name: /^Billing account/ }).selectOption({ label: "Side project" });
  const size = main(page).getByRole("region", { name: "Size" });
  await expect(size.getByText("Side project is a limited billing account")).toBeVisible();
  await expect(size.getByText(`It may create virtual machines of at most ${limits?.vcpu} vCPU`)).toBeVisible();
  // The packages bigger than the limit are there, disabled, each saying why.
  const over = size.getByRole("radio", { disabled: true });
  await expect(over.first()).toBeAttached();
  await expect(size.getByText(/^Over the limited account's/).first()).toBeVisible();
  await saveScreenshot(page, testInfo, `vm-create-limited${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  await size.getByRole("link", { name: "Top up Side project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Side project" })).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Top up" })).toBeVisible();
});

test("the VM form prices the Windows licence, and a VM's tabs a new disk, backups and snapshots", PHONE, async ({ page, mockConfig, uiConfig, ownBackend, isPhone }, testInfo) => {
  test.skip(!uiConfig.vmsEnabled, `the ${mockConfig} configuration has no virtual machines`);
  const money = moneyPattern(uiConfig);
  await page.goto("/app/compute/create");
  await main(page).getByRole("radio", { name: /Windows Server/ }).check({ force: true });
  const summary = main(page).getByRole("complementary", { name: "Summary" });
  await expect(summary.getByText(new RegExp(`^Includes the Windows licence: ${money} / month \\(${money} / hour\\), charged per vCPU\\.$`))).toBeVisible();
  await saveScreenshot(page, testInfo, `vm-create-windows-licence${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  const vm = ownBackend.server.store.state.vms.find((candidate) => candidate.name === "web-1");
  if (!vm) throw new Error("the demo seed should have web-1");
  await page.goto(`/app/compute/vm/${vm.location}/${vm.uuid}?tab=storage`);
  const addDisk = main(page).getByRole("region", { name: "Add a disk" });
  await expect(addDisk.getByText(new RegExp(`^Price: ${money}/month per GB\\.$`))).toBeVisible();
  await addDisk.getByRole("textbox", { name: /^Size/ }).fill("50");
  await expect(addDisk.getByText(new RegExp(`^Price: ${money}/month\\.$`))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("tab", { name: "Backups & snapshots" }).click();
  await expect(main(page).getByRole("region", { name: "Automatic backups" }).getByText(new RegExp(`^Backups are charged by their size while kept: ${money}/month per GB\\.$`))).toBeVisible();
  const snapshots = main(page).getByRole("region", { name: "Snapshots and backups" });
  await expect(snapshots.getByText(new RegExp(`^Snapshots are charged by their size while kept: ${money}/month per GB\\.$`))).toBeVisible();
  await expect(snapshots.getByRole("row").nth(1)).toContainText(new RegExp(`${money}/month`));
  await saveScreenshot(page, testInfo, `vm-backups-prices${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
});

test("the bare metal form says whether credit may run below zero beside its price", PHONE, async ({ page, mockConfig, uiConfig, ownBackend: _backend }) => {
  test.skip(!uiConfig.bareMetalEnabled, `the ${mockConfig} configuration has no bare metal`);
  await page.goto("/app/metal/create");
  await expect(page.getByRole("heading", { level: 1, name: "Lease a bare metal server" })).toBeVisible();
  await expect(main(page).getByText(policyTitle(uiConfig.allowDebt))).toBeVisible();
  await expect(main(page).getByText(new RegExp(`^${moneyPattern(uiConfig)} a month$`))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
