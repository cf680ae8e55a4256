import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// Firewalls under Network: they guard virtual machines, so they come with VMs; the metal configuration has none.
// Each flow has a mock API of its own, so it starts from the demo seed (web-firewall guarding web-1) whatever ran before.
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

const API_KEY = "e2e-firewall";

/** A name unique to this test and project. */
function uniqueName(prefix: string, testInfo: TestInfo): string {
  return `${prefix}-${testInfo.project.name.replace(/[^a-z0-9]/g, "")}-${Math.random().toString(36).slice(2, 7)}`;
}

/** The page itself, without the desktop sidebar (which lists the same resources). */
const main = (page: Page) => page.getByRole("main");

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

test.describe("where the configuration sells virtual machines", () => {
  test.skip(({ uiConfig }) => !uiConfig.vmsEnabled, "firewalls guard virtual machines, which the configuration does not sell");

  test("creates a firewall with rules, attaches it to a VM, edits its rules, detaches it and deletes it @writes", PHONE, async ({ page, ownBackend: _backend, isPhone }, testInfo) => {
    const name = uniqueName("fw", testInfo);
    const suffix = isPhone ? "-phone" : "";
    await page.goto("/app/network/create/firewall");
    await expect(page.getByRole("heading", { level: 1, name: "New firewall" })).toBeVisible();
    await main(page).getByRole("textbox", { name: /^Name/ }).fill(name);
    await main(page).getByRole("textbox", { name: /^Sources \(rule 1\)/ }).fill("office");
    await main(page).getByRole("button", { name: "Add rule" }).click();
    await main(page).getByRole("combobox", { name: /^Direction \(rule 2\)/ }).selectOption("outbound");
    await main(page).getByRole("combobox", { name: /^Protocol \(rule 2\)/ }).selectOption("any");
    await main(page).getByRole("button", { name: "Create firewall" }).click();
    // Checked before anything is sent, with what was typed kept.
    await expect(main(page).getByText(/^Enter IPv4 addresses or prefixes/)).toBeVisible();
    await expect(main(page).getByRole("textbox", { name: /^Name/ })).toHaveValue(name);
    await saveScreenshot(page, testInfo, `firewall-form${suffix}`);
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole("textbox", { name: /^Sources \(rule 1\)/ }).fill("203.0.113.0/24");
    await main(page).getByRole("button", { name: "Create firewall" }).click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const rules = main(page).getByRole("table", { name: "Firewall rules" });
    await expect(rules.getByRole("row")).toHaveCount(3);
    await expect(rules).toContainText("203.0.113.0/24");
    const vms = main(page).getByRole("table", { name: "Virtual machines behind this firewall" });
    await expect(vms).toContainText("No virtual machines: the firewall guards nothing yet.");
    const attach = main(page).getByRole("form", { name: "Attach to a virtual machine" });
    await attach.getByRole("combobox", { name: "Virtual machine" }).selectOption({ label: "web-2" });
    await attach.getByRole("button", { name: "Attach" }).click();
    await expect(vms.getByRole("link", { name: "web-2" })).toBeVisible();
    await saveScreenshot(page, testInfo, `firewall-detail${suffix}`);
    await expectNoSeriousA11yViolations(page);

    await main(page).getByRole("button", { name: "Edit rules" }).click();
    await main(page).getByRole("textbox", { name: /^Ports \(rule 1\)/ }).fill("2222");
    await main(page).getByRole("button", { name: "Remove rule 2" }).click();
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole("button", { name: "Save rules" }).click();
    await expect(rules.getByRole("row")).toHaveCount(2);
    await expect(rules).toContainText("2222");

    await vms.getByRole("button", { name: "Detach web-2" }).click();
    await expect(vms).toContainText("No virtual machines: the firewall guards nothing yet.");
    await main(page).getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Delete firewall" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Network" })).toBeVisible();
    await expect(main(page).getByRole("table", { name: "Firewalls" }).getByRole("link", { name })).toHaveCount(0);
  });

  test("a VM's network tab detaches and attaches a firewall, and the palette finds it", PHONE, async ({ page, ownBackend: _backend, isPhone }, testInfo) => {
    await page.goto("/app/network");
    const firewalls = main(page).getByRole("table", { name: "Firewalls" });
    await expect(firewalls.getByRole("link", { name: "web-firewall" })).toBeAttached();
    await page.goto("/app/compute");
    await main(page).getByRole("link", { name: "web-1", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "web-1" })).toBeVisible();
    await page.getByRole("tab", { name: "Network" }).click();
    const card = main(page).getByRole("region", { name: "Firewalls" });
    const guarding = card.getByRole("table", { name: "Firewalls guarding this virtual machine" });
    await expect(guarding.getByRole("link", { name: "web-firewall" })).toBeVisible();
    await saveScreenshot(page, testInfo, `firewall-vm-tab${isPhone ? "-phone" : ""}`);
    await expectNoSeriousA11yViolations(page);
    await guarding.getByRole("button", { name: "Detach web-firewall" }).click();
    await expect(guarding).toContainText("No firewall guards this virtual machine.");
    const attach = card.getByRole("form", { name: "Attach a firewall" });
    await attach.getByRole("combobox", { name: "Firewall" }).selectOption({ label: "web-firewall" });
    await attach.getByRole("button", { name: "Attach" }).click();
    await expect(guarding.getByRole("link", { name: "web-firewall" })).toBeVisible();

    await page.getByRole("button", { name: "Search" }).click();
    const palette = page.getByRole("dialog", { name: "Search" });
    const input = palette.getByRole("combobox", { name: "Search resources and actions" });
    await input.fill("web-firewall");
    await expect(palette.getByRole("option", { name: /^web-firewall/ }).first()).toHaveAttribute("aria-selected", "true");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/app\/network\/firewall\/[^/]+\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "web-firewall" })).toBeVisible();
  });
});

test.describe("where the configuration has no virtual machines", () => {
  test.skip(({ uiConfig }) => Boolean(uiConfig.vmsEnabled), "the configuration sells virtual machines, so it has firewalls");

  test("has no firewall pages", async ({ page }) => {
    for (const route of ["/app/network/create/firewall", "/app/network/firewall/tll/u1"]) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    }
  });
});
