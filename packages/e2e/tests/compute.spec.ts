import type { Page, TestInfo } from "@playwright/test";
import { LIFECYCLE_MS } from "@cloudconsole/mock-api";
import { expect, expectNoSeriousA11yViolations, moneyPattern, PHONE, saveScreenshot, signedIn, test, type OwnBackend } from "./fixtures";

// Virtual machines on the apps of the default configuration. Each test has a mock API of its own on a clock that
// stands still: a VM stays "creating" or "stopping" until the test moves the clock, then the page's polling shows
// the next state, so no test waits for a lifecycle in real time.
test.skip(({ mockConfig }) => mockConfig !== "default", "virtual machines come with the default configuration; the metal one has only bare metal");
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

const API_KEY = "e2e-compute";
const PASSWORD = "Secret123";

/** The page's own status badge (the desktop sidebar lists every VM's status too). */
function status(page: Page, label: string) {
  return page.getByRole("main").getByText(label, { exact: true });
}

/** A VM name unique to this test and project (letters, digits and hyphens, as the API requires). */
function uniqueName(prefix: string, testInfo: TestInfo): string {
  return `${prefix}-${testInfo.project.name.replace(/[^a-z0-9]/g, "")}-${Math.random().toString(36).slice(2, 7)}`;
}

async function defaultAccount(page: Page, backend: OwnBackend): Promise<number> {
  const accounts = (await (await page.request.get(`${backend.origin}/v1/payment/billing_account/list`, { headers: { apikey: API_KEY } })).json()) as { id: number; is_default: boolean }[];
  return (accounts.find((account) => account.is_default) ?? accounts[0])?.id ?? 0;
}

/** Creates a running VM through the API (the form has tests of its own) and opens its page. */
async function openNewVm(page: Page, backend: OwnBackend, name: string): Promise<void> {
  const response = await page.request.post(`${backend.origin}/v1/tll/user-resource/vm`, {
    headers: { apikey: API_KEY },
    form: { name, os_name: "ubuntu", os_version: "24.04", vcpu: 2, ram: 2048, disks: 20, username: "root", password: PASSWORD, billing_account_id: await defaultAccount(page, backend) },
  });
  expect(response.ok()).toBe(true);
  const vm = (await response.json()) as { uuid: string };
  backend.clock.advance(LIFECYCLE_MS.vmCreate);
  await page.goto(`/app/compute/vm/tll/${vm.uuid}`);
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await expect(status(page, "Running")).toBeVisible();
}

/** Fills the form's name and password, creates, and follows the progress screen to the VM's page. */
async function createThroughForm(page: Page, backend: OwnBackend, testInfo: TestInfo, name: string, shot: string, { scan }: { scan: boolean }) {
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await saveScreenshot(page, testInfo, `${shot}-form`);
  if (scan) await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create virtual machine" }).click();
  // The backend's clock stands still, so the VM is "creating" until the test moves it.
  await expect(page.getByRole("heading", { name: new RegExp(`^Creating ${name}\\.\\.\\. \\d+%$`) })).toBeVisible();
  await saveScreenshot(page, testInfo, `${shot}-progress`);
  if (scan) await expectNoSeriousA11yViolations(page);
  backend.clock.advance(LIFECYCLE_MS.vmCreate);
  // The progress screen hands over to the VM's page once it is running.
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await expect(status(page, "Running")).toBeVisible();
  await saveScreenshot(page, testInfo, `${shot}-detail`);
  if (scan) await expectNoSeriousA11yViolations(page);
}

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

test("lists the VMs of every location, filters them and opens one", PHONE, async ({ page, ownBackend: _backend, isPhone }, testInfo) => {
  await page.goto("/app/compute");
  await expect(page.getByRole("heading", { level: 1, name: "Compute" })).toBeVisible();
  const table = page.getByRole("region", { name: "Virtual machines table" });
  await expect(table.getByRole("link", { name: "db-primary" })).toBeAttached();
  await saveScreenshot(page, testInfo, "vm-list");
  await expectNoSeriousA11yViolations(page);
  // Every status is readable in full, even in the table's narrowest layout on a phone.
  const cut = await table.getByRole("row").getByText(/^(Running|Stopped|Creating|Stopping)$/).evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
  expect(cut).toEqual([]);
  // A phone shows the page alone; the desktop keeps the category's sidebar beside it.
  await expect(page.getByRole("navigation", { name: "Compute resources" })).toHaveCount(isPhone ? 0 : 1);
  await page.getByRole("searchbox", { name: "Search" }).fill("jakarta");
  await expect(table.getByRole("link")).toHaveCount(1);
  await table.getByRole("link", { name: "jakarta-app" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "jakarta-app" })).toBeVisible();
});

test("creates a VM from a package, through the progress screen, to its page", async ({ page, ownBackend, uiConfig }, testInfo) => {
  const name = uniqueName("pkg", testInfo);
  await page.goto("/app/compute/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a virtual machine" })).toBeVisible();
  await page.getByText("2 vCPU / 4 GB").click();
  await expect(page.getByRole("complementary", { name: "Summary" })).toContainText(new RegExp(`${moneyPattern(uiConfig)} / month`));
  await createThroughForm(page, ownBackend, testInfo, name, "create-package", { scan: true });
  await expect(page.getByText("4 GB", { exact: true })).toBeVisible();
});

test("creates a VM from the app catalogue link", async ({ page, ownBackend }, testInfo) => {
  const name = uniqueName("app", testInfo);
  await page.goto("/app/compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.6");
  await expect(page.getByRole("radio", { name: "Apps" })).toBeChecked();
  await expect(page.getByRole("radio", { name: /WordPress/ })).toBeChecked();
  // The form, progress and detail screens are scanned in the package test; this one follows the catalogue link.
  await createThroughForm(page, ownBackend, testInfo, name, "create-app", { scan: false });
  await expect(page.getByRole("main").getByText("wordpress 6.6", { exact: true })).toBeVisible();
});

test("stops a VM, resizes it while stopped, and starts it again @writes", async ({ page, ownBackend }, testInfo) => {
  const name = uniqueName("resize", testInfo);
  await openNewVm(page, ownBackend, name);
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByRole("button", { name: "Resize" })).toBeDisabled();
  await expect(page.getByText("CPU and RAM can be changed only while the virtual machine is stopped. Stop it first.")).toBeVisible();
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(status(page, "Stopping")).toBeVisible();
  ownBackend.clock.advance(LIFECYCLE_MS.vmStop);
  await expect(status(page, "Stopped")).toBeVisible();
  await page.getByRole("textbox", { name: /^vCPU/ }).fill("4");
  await page.getByRole("textbox", { name: /^RAM/ }).fill("4096");
  await page.getByRole("button", { name: "Resize" }).click();
  await expect(page.getByText("Virtual machine resized")).toBeVisible();
  await saveScreenshot(page, testInfo, "resized-stopped");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(status(page, "Running")).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByText("4 GB", { exact: true })).toBeVisible();
});

test("takes a snapshot and rebuilds from it @writes", async ({ page, ownBackend }, testInfo) => {
  const name = uniqueName("snap", testInfo);
  await openNewVm(page, ownBackend, name);
  await page.getByRole("tab", { name: "Backups & snapshots" }).click();
  await page.getByRole("button", { name: "Take snapshot" }).click();
  await expect(page.getByText("Snapshot created")).toBeVisible();
  await page.getByRole("button", { name: /^Rebuild from snapshot/ }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill(name);
  await saveScreenshot(page, testInfo, "rebuild-confirm");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Rebuild" }).click();
  await expect(page.getByText("Rebuild started")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("adds a disk and grows it @writes", async ({ page, ownBackend }, testInfo) => {
  const name = uniqueName("disk", testInfo);
  await openNewVm(page, ownBackend, name);
  await page.getByRole("tab", { name: "Storage" }).click();
  await page.getByRole("textbox", { name: /^Size/ }).fill("30");
  await page.getByRole("button", { name: "Add disk" }).click();
  await expect(page.getByRole("cell", { name: "30 GB" })).toBeVisible();
  const resize = page.getByRole("button", { name: /^Resize disk/ });
  await resize.nth(1).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: /New size/ }).fill("45");
  await dialog.getByRole("button", { name: "Resize" }).click();
  await expect(page.getByRole("cell", { name: "45 GB" })).toBeVisible();
  await saveScreenshot(page, testInfo, "disks");
  await expectNoSeriousA11yViolations(page);
});

test("deletes a VM only after its name is typed @writes", async ({ page, ownBackend }, testInfo) => {
  const name = uniqueName("del", testInfo);
  await openNewVm(page, ownBackend, name);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Delete virtual machine" })).toBeDisabled();
  await dialog.getByRole("textbox").fill(name);
  await saveScreenshot(page, testInfo, "delete-confirm");
  await dialog.getByRole("button", { name: "Delete virtual machine" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Compute" })).toBeAttached();
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await expect(page.getByText("No records")).toBeAttached();
});

test("creates a VM from a snapshot of another VM, through the progress screen, to its page", async ({ page, ownBackend }, testInfo) => {
  // The source: a Debian VM with a 30 GB disk and a snapshot of it, made through the API.
  const sourceName = uniqueName("src", testInfo);
  const headers = { apikey: API_KEY };
  const made = await page.request.post(`${ownBackend.origin}/v1/tll/user-resource/vm`, {
    headers,
    form: { name: sourceName, os_name: "debian", os_version: "12", vcpu: 1, ram: 1024, disks: 30, username: "root", password: PASSWORD, billing_account_id: await defaultAccount(page, ownBackend) },
  });
  expect(made.ok()).toBe(true);
  const source = (await made.json()) as { uuid: string };
  expect((await page.request.post(`${ownBackend.origin}/v1/tll/user-resource/vm/replica`, { headers, form: { uuid: source.uuid } })).ok()).toBe(true);

  const name = uniqueName("fromsnap", testInfo);
  await page.goto("/app/compute/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a virtual machine" })).toBeVisible();
  await page.getByText("Snapshot or backup", { exact: true }).click();
  await expect(page.getByRole("group", { name: "Operating system" })).toBeHidden();
  const replicas = page.getByRole("combobox", { name: /^Snapshot or backup/ });
  const option = replicas.locator("option", { hasText: new RegExp(`^${sourceName} · snapshot · .*\\d{4}`) });
  await expect(option).toBeAttached();
  await replicas.selectOption((await option.getAttribute("value")) ?? "");
  // The disk starts at the snapshot's size and cannot go below it.
  await expect(page.getByRole("textbox", { name: /^Disk/ })).toHaveValue("30");
  await expect(page.getByRole("complementary", { name: "Summary" })).toContainText(`From ${sourceName} · snapshot`);
  await page.getByRole("region", { name: "Boot source" }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, "create-snapshot-source");
  // The form with a snapshot as its boot source is a screen state of its own; progress and detail are scanned elsewhere.
  await expectNoSeriousA11yViolations(page);
  await createThroughForm(page, ownBackend, testInfo, name, "create-snapshot", { scan: false });
  // The replica carried the source's system.
  await expect(page.getByRole("main").getByText("debian 12", { exact: true })).toBeVisible();
  await expect(page.getByText("1 (30 GB)", { exact: true })).toBeVisible();
});

test("edits a VM's description on the settings tab and shows it in the overview", async ({ page, ownBackend }, testInfo) => {
  const name = uniqueName("desc", testInfo);
  await openNewVm(page, ownBackend, name);
  await page.getByRole("tab", { name: "Settings" }).click();
  const card = page.getByRole("region", { name: "Description" });
  const field = card.getByRole("textbox", { name: /^Description/ });
  await field.fill("");
  await card.getByRole("button", { name: "Save description" }).click();
  await expect(card.getByText("This field is required")).toBeVisible();
  await field.fill("Builds the nightly reports");
  await card.getByRole("button", { name: "Save description" }).click();
  await expect(page.getByText("Description saved")).toBeVisible();
  await saveScreenshot(page, testInfo, "description-saved");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByRole("region", { name: "Overview" }).getByText("Builds the nightly reports", { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, "description-overview");

  // A backend that takes only the documented PATCH fields: the description never arrives, the answer keeps the old one.
  // fallback() hands the request on to the test backend's route with the changed body.
  await page.route("**/v1/tll/user-resource/vm", async (route) => {
    if (route.request().method() !== "PATCH") return route.fallback();
    const body = new URLSearchParams(route.request().postData() ?? "");
    body.delete("description");
    return route.fallback({ postData: body.toString() });
  });
  await page.getByRole("tab", { name: "Settings" }).click();
  await field.fill("Also serves the dashboards");
  await card.getByRole("button", { name: "Save description" }).click();
  await expect(card.getByRole("alert")).toContainText("The provider did not save the description");
  await expect(card.getByRole("alert")).toContainText("“Builds the nightly reports”");
  await expect(field).toHaveValue("Also serves the dashboards");
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, "description-ignored");
  await expectNoSeriousA11yViolations(page);
});
