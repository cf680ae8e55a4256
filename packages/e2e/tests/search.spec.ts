import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// Find anything: the palette over every resource and action the site's configuration enables. The shared backend's
// demo data is only read here.
test.describe("the command palette", () => {
  test.beforeEach(async ({ page }) => signedIn(page, "e2e-search"));

  test("finds a resource from the header's search, opens it, and offers it again as recently opened", PHONE, async ({ page, mockConfig }, testInfo) => {
    await page.goto("/app/");
    const launcher = page.getByRole("button", { name: "Search" });
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    const input = dialog.getByRole("combobox", { name: "Search resources and actions" });
    await expect(input).toBeFocused();
    await expect(dialog.getByRole("group", { name: "Actions" }).getByRole("option", { name: /Log out/ })).toBeVisible();
    await saveScreenshot(page, testInfo, "palette-actions");
    await expectNoSeriousA11yViolations(page);

    // Each configuration finds what it enables: VMs by name on the default one; metal has none, but billing accounts.
    const [query, name, path] = mockConfig === "metal" ? ["acme oü", "Acme OÜ", /\/app\/billing\/account\/\d+$/] : ["web-1", "web-1", /\/app\/compute\/vm\/[^/]+\/[^/]+$/];
    await input.fill(query);
    const option = dialog.getByRole("option", { name: new RegExp(`^${name}`) }).first();
    await expect(option).toHaveAttribute("aria-selected", "true");
    await saveScreenshot(page, testInfo, "palette-results");
    await expectNoSeriousA11yViolations(page);
    await input.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(path);

    await launcher.click();
    await expect(page.getByRole("dialog", { name: "Search" }).getByRole("group", { name: "Recently opened" }).getByRole("option", { name: new RegExp(`^${name}`) })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test.describe("where the configuration sells virtual machines", () => {
    test.skip(({ uiConfig }) => !uiConfig.vmsEnabled, "the configuration has no virtual machines");

    test("opens with Ctrl+K, moves with the arrows and runs an action", async ({ page }) => {
      const input = await openWithKeys(page);
      await input.fill("create a virtual machine");
      await input.press("Enter");
      await expect(page).toHaveURL(/\/app\/compute\/create$/);
    });
  });

  test.describe("where the configuration has no virtual machines", () => {
    test.skip(({ uiConfig }) => Boolean(uiConfig.vmsEnabled), "the configuration sells virtual machines");

    test("opens with Ctrl+K, moves with the arrows, offers no action the configuration lacks and runs another", async ({ page }) => {
      const input = await openWithKeys(page);
      await input.fill("create a virtual machine");
      await expect(page.getByRole("dialog", { name: "Search" }).getByText("Nothing matches “create a virtual machine”.")).toBeVisible();
      await input.fill("lease bare metal");
      await input.press("Enter");
      await expect(page).toHaveURL(/\/app\/metal\/create$/);
    });
  });
});

/** Opens the palette with Ctrl+K and moves its selection down with the arrow key; returns its field. */
async function openWithKeys(page: Page) {
  await page.goto("/app/profile");
  await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search" });
  const input = dialog.getByRole("combobox");
  await expect(input).toBeFocused();
  await input.fill("go to");
  const options = dialog.getByRole("option");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  return input;
}
