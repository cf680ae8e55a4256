import { LIFECYCLE_MS } from "@cloudconsole/mock-api";
import { creationProgress, expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";
import { expectNoSidewaysScroll } from "./screenFit";

// Bare metal on the apps of the default configuration, where it sits in the Compute category beside the virtual
// machines and is offered in several locations (the metal configuration's own flows, with bare metal alone in one
// location, are in metal.spec.ts). Each test has a mock API of its own whose clock stands still: a new lease stays
// "pending" until the test moves the clock.
test.skip(({ mockConfig }) => mockConfig !== "default", "the default configuration's Compute category, with bare metal beside the VMs");
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

const HOUR = 60 * 60 * 1000;

test.beforeEach(async ({ page }) => signedIn(page, "e2e-metal-default"));

test("lists the bare metal servers below the virtual machines and opens one", PHONE, async ({ page, ownBackend: _backend, isPhone }, testInfo) => {
  const main = page.getByRole("main");
  await page.goto("/app/compute");
  await expect(main.getByRole("heading", { level: 1, name: "Compute" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Virtual machines" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Bare metal servers" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Create virtual machine" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Lease bare metal" })).toBeVisible();
  const server = main.getByRole("table", { name: "Bare metal servers" }).getByRole("row", { name: /build-server/ });
  await expect(server).toContainText("In use");
  await expect(server).toContainText("Tallinn");
  // A phone shows the page alone, no wider than the screen; the desktop keeps the category's sidebar beside it.
  await expect(page.getByRole("navigation", { name: "Compute resources" })).toHaveCount(isPhone ? 0 : 1);
  if (isPhone) await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, `metal-default-list${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  await server.getByRole("link", { name: "build-server" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "build-server" })).toBeVisible();
  await expect(main.getByText("In use", { exact: true })).toBeVisible();
  const machine = main.getByRole("region", { name: "Machine" });
  await expect(machine).toContainText("Tallinn");
  await expect(machine).toContainText("Ubuntu 24.04 LTS");
  await main.getByRole("button", { name: "Show SSH credentials" }).click();
  await expect(main.getByRole("button", { name: "Copy SSH credentials" })).toBeVisible();
  if (isPhone) await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, `metal-default-detail${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
});

test("leases a server in another location from the Compute list, sees it provisioned there and releases it an hour later @writes", async ({ page, ownBackend }, testInfo) => {
  const main = page.getByRole("main");
  await page.goto("/app/compute");
  await main.getByRole("link", { name: "Lease bare metal" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Lease a bare metal server" })).toBeVisible();

  // The default configuration has several locations: the form asks for one, and one that takes no new resources is
  // offered but cannot be chosen.
  const location = main.getByRole("combobox", { name: /^Location/ });
  await expect(location).toHaveValue("tll");
  await expect(location.getByRole("option", { name: "Tartu" })).toBeDisabled();
  await location.selectOption({ label: "Jõhvi" });
  await main.getByRole("radio", { name: /Metal M/ }).check();
  await expect(main.getByRole("combobox", { name: /Operating system/ }).getByRole("option", { name: "Rocky Linux 9 (ready, fastest)" })).toBeAttached();
  await main.getByRole("combobox", { name: /Operating system/ }).selectOption("rocky-9");
  await main.getByRole("textbox", { name: /Server name/ }).fill("gpu-node-1");
  await saveScreenshot(page, testInfo, "metal-default-form");
  await expectNoSeriousA11yViolations(page);
  await main.getByRole("button", { name: "Lease server" }).click();

  await expect(creationProgress(page, "gpu-node-1")).toBeVisible();
  await expect(page.getByText("Leasing gpu-node-1")).toBeVisible();
  await saveScreenshot(page, testInfo, "metal-default-progress");
  await expectNoSeriousA11yViolations(page);

  // The progress screen follows the lease while it is pending and hands over to its page once it is prepared.
  ownBackend.clock.advance(LIFECYCLE_MS.metalProvision);
  await expect(main.getByRole("heading", { level: 1, name: "gpu-node-1", exact: true })).toBeVisible();
  await expect(main.getByText("In use", { exact: true })).toBeVisible();
  const machine = main.getByRole("region", { name: "Machine" });
  await expect(machine).toContainText("Jõhvi");
  await expect(machine).toContainText("Rocky Linux 9");
  await expect(machine).not.toContainText("(installing)");
  await expect(machine).toContainText(/jhv-m-\d/);
  await expect(main.getByRole("button", { name: "Show SSH credentials" })).toBeVisible();
  const lease = ownBackend.server.store.state.metalLeases.find((candidate) => candidate.display_name === "gpu-node-1");
  expect(lease).toMatchObject({ location: "jhv", status: "in_use", os_id: "rocky-9" });

  await main.getByRole("link", { name: "← Compute" }).click();
  const row = main.getByRole("table", { name: "Bare metal servers" }).getByRole("row", { name: /gpu-node-1/ });
  await expect(row).toContainText("Jõhvi");
  await expect(row).toContainText("In use");
  await expect(row).toContainText(/jhv-m-\d/);
  await saveScreenshot(page, testInfo, "metal-default-list-after");

  // Released once the lease's minimum hour is over: the Compute list no longer has it.
  ownBackend.clock.advance(HOUR);
  await row.getByRole("link", { name: "gpu-node-1" }).click();
  await main.getByRole("button", { name: "Release server" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill("gpu-node-1");
  await dialog.getByRole("button", { name: "Release server" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Compute" })).toBeVisible();
  await expect(main.getByRole("table", { name: "Bare metal servers" }).getByRole("row", { name: /gpu-node-1/ })).toHaveCount(0);
});
