import type { Page } from "@playwright/test";
import { creationProgress, expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// Bare metal on the apps of the metal configuration. Each test has a mock API of its own whose clock stands still,
// because releasing needs the lease to be an hour old: the test moves that backend's clock.
test.skip(({ mockConfig }) => mockConfig !== "metal", "bare metal alone is the metal configuration's product");
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

const HOUR = 60 * 60 * 1000;

test.beforeEach(async ({ page }) => signedIn(page, "e2e-metal"));

test("has no virtual-machine pages: the VM form's address is not found", async ({ page, ownBackend: _backend }) => {
  await page.goto("/app/compute/create");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create a virtual machine" })).toHaveCount(0);
});

async function leaseServer(page: Page, spec: RegExp, os: string, name: string) {
  await page.goto("/app/metal/create");
  await expect(page.getByRole("heading", { level: 1, name: "Lease a bare metal server" })).toBeVisible();
  await page.getByRole("radio", { name: spec }).check();
  await page.getByRole("combobox", { name: /Operating system/ }).selectOption(os);
  await page.getByRole("textbox", { name: /Server name/ }).fill(name);
  await page.getByRole("button", { name: "Lease server" }).click();
}

test("only bare metal is offered", PHONE, async ({ page, ownBackend: _backend }, testInfo) => {
  await page.goto("/app/compute");
  await expect(page.getByRole("heading", { level: 1, name: "Bare metal" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "build-server" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create virtual machine" })).toHaveCount(0);
  await saveScreenshot(page, testInfo, "metal-list");
  await expectNoSeriousA11yViolations(page);
});

test("leases a server, is told it is too soon to release, and releases it an hour later", async ({ page, ownBackend }, testInfo) => {
  await leaseServer(page, /Metal S/, "debian-12", "render-1");
  const main = page.getByRole("main");
  // Preparing a machine takes minutes: the progress screen offers the lease's own page, which keeps refreshing.
  await expect(creationProgress(page, "render-1")).toBeVisible();
  await saveScreenshot(page, testInfo, "lease-progress");
  await expectNoSeriousA11yViolations(page);
  await main.getByRole("link", { name: /Open the server's page/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "render-1", exact: true })).toBeVisible();
  await expect(main.getByText("Pending", { exact: true })).toBeVisible();
  const machine = main.getByRole("region", { name: "Machine" });
  await expect(machine).toContainText("Debian 12 (installing)");
  await expect(machine).toContainText("Linux");
  await expect(main.getByText("Credentials appear here once the server is ready.")).toBeVisible();
  await saveScreenshot(page, testInfo, "lease-pending");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Release server" }).click();
  let dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill("render-1");
  await dialog.getByRole("button", { name: "Release server" }).click();
  await expect(dialog.getByText(/Too soon to release machine/)).toBeVisible();
  await saveScreenshot(page, testInfo, "lease-too-soon");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Provisioned after 20 s, releasable after an hour: the page refreshes itself while the lease is pending.
  ownBackend.clock.advance(HOUR + 30_000);
  await expect(main.getByText("In use", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Show SSH credentials" }).click();
  await expect(page.getByText("root / mock-password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy SSH credentials" })).toBeVisible();
  await saveScreenshot(page, testInfo, "lease-in-use");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Release server" }).click();
  dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill("render-1");
  await dialog.getByRole("button", { name: "Release server" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bare metal" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "render-1" })).toHaveCount(0);
});

test("says 'No available machines' when a type is sold out, and keeps the form", async ({ page, ownBackend }, testInfo) => {
  // Metal L has a single machine per location.
  await leaseServer(page, /Metal L/, "proxmox-8", "big-1");
  await expect(creationProgress(page, "big-1")).toBeVisible();
  await page.goto("/app/metal/create");
  await expect(page.getByRole("radio", { name: /Metal L/ })).toBeDisabled();
  await saveScreenshot(page, testInfo, "lease-sold-out");
  // A machine may still go while the form is open: the API's answer is shown as it is.
  await page.route("**/v1/tll/metal/specs", async (route) => {
    const specs = (await (await route.fetch({ url: `${ownBackend.origin}/v1/tll/metal/specs` })).json()) as { is_available: boolean }[];
    await route.fulfill({ json: specs.map((spec) => ({ ...spec, is_available: true })) });
  });
  await leaseServer(page, /Metal L/, "proxmox-8", "big-2");
  await expect(page.getByRole("alert")).toContainText("No available machines");
  await expect(page.getByRole("textbox", { name: /Server name/ })).toHaveValue("big-2");
  await saveScreenshot(page, testInfo, "lease-no-machines");
  await expectNoSeriousA11yViolations(page);
});
