import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// Floating IPs, VPC networks and load balancers on the apps of the default configuration; the metal configuration
// switches them off. Each flow has a mock API of its own, so it starts from the demo seed whatever ran before.
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

const API_KEY = "e2e-network";

/** A name unique to this test and project. */
function uniqueName(prefix: string, testInfo: TestInfo): string {
  return `${prefix}-${testInfo.project.name.replace(/[^a-z0-9]/g, "")}-${Math.random().toString(36).slice(2, 7)}`;
}

/** The page itself, without the desktop sidebar (which lists the same resources). */
const main = (page: Page) => page.getByRole("main");

test.beforeEach(async ({ page }) => signedIn(page, API_KEY));

test.describe("on the default configuration", () => {
  test.skip(({ mockConfig }) => mockConfig !== "default", "the network resources come with the default configuration");

  test("lists Floating IPs, VPC networks and load balancers, and filters them", PHONE, async ({ page, ownBackend: _backend, isPhone }, testInfo) => {
    await page.goto("/app/network");
    await expect(page.getByRole("heading", { level: 1, name: "Network" })).toBeVisible();
    await expect(main(page).getByRole("table", { name: "Floating IPs" }).getByText("web-1")).toBeVisible();
    await expect(main(page).getByRole("table", { name: "Load balancers" }).getByRole("link", { name: "web-lb" })).toBeAttached();
    await expect(page.getByRole("complementary", { name: "Network" })).toHaveCount(isPhone ? 0 : 1);
    await saveScreenshot(page, testInfo, `network-list${isPhone ? "-phone" : ""}`);
    await expectNoSeriousA11yViolations(page);
    const filters = main(page).getByRole("search", { name: "Filter VPC networks" });
    await filters.getByRole("searchbox", { name: "Search" }).fill("backend");
    await expect(main(page).getByRole("table", { name: "VPC networks" }).getByRole("link")).toHaveCount(1);
  });

  test("reserves a Floating IP, assigns it to a VM and back, and deletes it @writes", PHONE, async ({ page, ownBackend: _backend, isPhone }, testInfo) => {
    const name = uniqueName("ip", testInfo);
    await page.goto("/app/network/create/ip_address");
    await expect(page.getByRole("heading", { level: 1, name: "Reserve a Floating IP" })).toBeVisible();
    await page.getByRole("textbox", { name: /^Name/ }).fill(name);
    await saveScreenshot(page, testInfo, `network-ip-form${isPhone ? "-phone" : ""}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Reserve Floating IP" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    const assignment = page.getByRole("region", { name: "Assignment" });
    await assignment.getByRole("combobox", { name: "Assign to" }).selectOption({ label: "web-2" });
    await assignment.getByRole("button", { name: "Assign" }).click();
    await expect(assignment.getByRole("link", { name: "web-2" })).toBeVisible();
    await expect(main(page).getByRole("button", { name: "Delete", exact: true })).toBeDisabled();
    await saveScreenshot(page, testInfo, `network-ip-assigned${isPhone ? "-phone" : ""}`);
    await expectNoSeriousA11yViolations(page);

    await assignment.getByRole("button", { name: "Unassign" }).click();
    await expect(assignment.getByRole("combobox", { name: "Assign to" })).toBeVisible();
    await main(page).getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Floating IP" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Network" })).toBeVisible();
    await expect(main(page).getByRole("table", { name: "Floating IPs" }).getByText(name)).toHaveCount(0);
  });

  test("creates a VPC network and deletes it @writes", PHONE, async ({ page, ownBackend: _backend, isPhone }, testInfo) => {
    const name = uniqueName("vpc", testInfo);
    await page.goto("/app/network/create/vpc");
    await expect(page.getByRole("heading", { level: 1, name: "New VPC network" })).toBeVisible();
    await page.getByRole("textbox", { name: /^Name/ }).fill(name);
    await page.getByRole("button", { name: "Create VPC network" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("table", { name: "Virtual machines in this network" })).toContainText("No virtual machines in this network.");
    await saveScreenshot(page, testInfo, `network-vpc-detail${isPhone ? "-phone" : ""}`);
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(name);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Delete VPC network" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Network" })).toBeVisible();
    await expect(main(page).getByRole("table", { name: "VPC networks" }).getByRole("link", { name })).toHaveCount(0);
  });

  test("creates a load balancer with two rules and a target, then removes a rule and the target @writes", PHONE, async ({ page, ownBackend: _backend, isPhone }, testInfo) => {
    const name = uniqueName("lb", testInfo);
    await page.goto("/app/network/create/load_balancer");
    await expect(page.getByRole("heading", { level: 1, name: "New load balancer" })).toBeVisible();
    await page.getByRole("textbox", { name: /^Name/ }).fill(name);
    await page.getByRole("textbox", { name: /^Source port \(rule 1\)/ }).fill("80");
    await page.getByRole("textbox", { name: /^Target port \(rule 1\)/ }).fill("8080");
    await page.getByRole("button", { name: "Add another rule" }).click();
    await page.getByRole("textbox", { name: /^Source port \(rule 2\)/ }).fill("443");
    await page.getByRole("textbox", { name: /^Target port \(rule 2\)/ }).fill("8443");
    await page.getByRole("checkbox", { name: /Source-IP session persistence \(rule 2\)/ }).check();
    await page.getByRole("checkbox", { name: /web-2/ }).check();
    await expect(page.getByText(/Price: .*\/month including the public IP/)).toBeVisible();
    await saveScreenshot(page, testInfo, `network-lb-form${isPhone ? "-phone" : ""}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Create load balancer" }).click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const rules = page.getByRole("table", { name: "Forwarding rules" });
    await expect(rules.getByRole("row")).toHaveCount(3);
    await expect(page.getByRole("table", { name: "Targets" })).toContainText("web-2");
    await saveScreenshot(page, testInfo, `network-lb-detail${isPhone ? "-phone" : ""}`);
    await expectNoSeriousA11yViolations(page);
    await rules.getByRole("button", { name: "Delete rule 80 → 8080" }).click();
    await expect(rules.getByRole("row")).toHaveCount(2);
    await expect(rules).toContainText("8443");
    const targets = page.getByRole("table", { name: "Targets" });
    await targets.getByRole("button", { name: "Remove web-2" }).click();
    await expect(targets).toContainText("No targets: connections have nowhere to go.");
    await expect(page.getByRole("form", { name: "Add a target" }).getByRole("combobox", { name: "Virtual machine" })).toContainText("web-2");
  });
});

test.describe("on the metal configuration", () => {
  test.skip(({ mockConfig }) => mockConfig !== "metal", "the metal configuration switches the network resources off");

  test("has no Network category and no network pages", PHONE, async ({ page }) => {
    await page.goto("/app/");
    await expect(page.getByRole("navigation", { name: "Resource categories" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Resource categories" }).getByRole("link", { name: "Network" })).toHaveCount(0);
    for (const route of ["/app/network", "/app/network/create/ip_address", "/app/network/load_balancer/tll/u1"]) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    }
  });
});
