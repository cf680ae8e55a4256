import type { Page } from "@playwright/test";
import type { MockConfigName } from "@cloudconsole/mock-api";
import { expect, expectNoSeriousA11yViolations, logIn, moneyPattern, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// What a provider's app offers follows from its mock configuration (the backend's UI configuration), not its name.
const CATEGORIES: Record<MockConfigName, string[]> = { default: ["Compute", "Network", "Access", "Storage", "Billing", "Services"], metal: ["Compute", "Access", "Billing"] };

/** Every detail and create route of the spec that the configuration enables. */
const ROUTES: Record<MockConfigName, string[]> = {
  metal: ["/access/delegation/1", "/access/token/1", "/billing/account/1", "/billing/account/1/edit", "/billing/create", "/access/create/access_delegation", "/profile"],
  default: [
    "/network/create/vpc",
    "/network/create/load_balancer",
    "/network/create/ip_address",
    "/network/vpc/tll/u1",
    "/network/load_balancer/tll/u1",
    "/network/ip_address/tll/u1",
    "/storage/create",
    "/storage/bucket/my-bucket",
    "/storage/create/volume",
    "/storage/volume/tll/u1",
    "/services/create?osName=postgresql&osVersion=16",
    "/services/service/tll/s1",
    "/access/delegation/1",
    "/access/token/1",
    "/billing/account/1/edit",
    "/profile",
  ],
};

/** Opens Access at a width, once the shell shows the configuration's categories; returns their navigation. */
async function openAccessAt(page: Page, width: number, categories: string[]) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto("/app/access");
  const nav = page.getByRole("navigation", { name: "Resource categories" });
  await expect(nav.getByRole("link")).toHaveText(categories);
  await expect(page.getByRole("heading", { level: 1, name: "Access" })).toBeVisible();
  return nav;
}

/** How the second box sits against the first: beside it on the right, below it in the same column, or otherwise. */
function placement(first: { x: number; y: number; width: number; height: number } | null, second: { x: number; y: number; width: number; height: number } | null) {
  if (!first || !second) return "not shown";
  if (Math.abs(second.y - first.y) < 0.5 && second.x > first.x + first.width - 1) return "side by side";
  if (Math.abs(second.x - first.x) < 0.5 && second.y > first.y + first.height - 1) return "stacked";
  return "elsewhere";
}

test.describe("the app shell", () => {
  test.beforeEach(async ({ page }) => signedIn(page, "e2e-key"));

  // Both sides of the 700 px breakpoint, whatever the project's own viewport: the desktop projects run these.
  test("at 701 px is the desktop layout", async ({ page, provider, mockConfig }, testInfo) => {
    const nav = await openAccessAt(page, 701, CATEGORIES[mockConfig]);
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "desktop");
    // An 80 px rail at the left, a 35 px header and the 320 px sidebar of the category.
    expect(await nav.boundingBox()).toMatchObject({ x: 0, width: 80 });
    expect((await page.getByRole("banner").boundingBox())?.height).toBe(35);
    // The category's own sidebar sits in the shell's 320 px column (its border included).
    expect((await page.getByRole("complementary", { name: "Access" }).locator("..").boundingBox())?.width).toBe(320);
    await saveScreenshot(page, testInfo, `shell-${provider}-701`);
    await expectNoSeriousA11yViolations(page);
  });

  test("at 700 px is the mobile layout", async ({ page, provider, mockConfig }, testInfo) => {
    const nav = await openAccessAt(page, 700, CATEGORIES[mockConfig]);
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "mobile");
    // The categories in a bar at the bottom, and no sidebar (the page itself lists the category's resources).
    const navBox = await nav.boundingBox();
    expect(navBox?.width).toBe(700);
    expect((navBox?.y ?? 0) + (navBox?.height ?? 0)).toBeCloseTo(800, 0);
    await expect(page.getByRole("complementary", { name: "Access" })).toHaveCount(0);
    await saveScreenshot(page, testInfo, `shell-${provider}-700`);
    await expectNoSeriousA11yViolations(page);
  });

  test("navigates between the enabled categories, each opening its own screen", async ({ page, provider, mockConfig }, testInfo) => {
    await page.goto("/app/");
    const nav = page.getByRole("navigation", { name: "Resource categories" });
    for (const category of CATEGORIES[mockConfig]) {
      await nav.getByRole("link", { name: category }).click();
      await expect(page).toHaveURL(new RegExp(`/app/${category.toLowerCase()}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: category })).toHaveAttribute("aria-current", "page");
    }
    await saveScreenshot(page, testInfo, `categories-${provider}`);
    await expectNoSeriousA11yViolations(page);
  });

  test("the create entry offers exactly the enabled resource types", PHONE, async ({ page, provider, mockConfig }, testInfo) => {
    await page.goto("/app/");
    await page.getByRole("button", { name: "Create" }).click();
    const types = page.getByRole("group", { name: "Resource types" }).getByRole("menuitem");
    const expected =
      mockConfig === "metal"
        ? ["Bare metal", "API token", "Access delegation", "Billing account"]
        : ["Virtual machine", "Bare metal", "Load balancer", "VPC", "Floating IP", "Firewall", "API token", "Access delegation", "Bucket", "Volume", "Billing account", "Managed service"];
    await expect(types).toHaveText(expected);
    await saveScreenshot(page, testInfo, `create-menu-${provider}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("group", { name: "Resource types" }).getByRole("menuitem", { name: "API token" }).click();
    await expect(page).toHaveURL(/\/app\/access\/create\/api_token$/);
    await expect(page.getByRole("heading", { level: 1, name: "New API token" })).toBeVisible();
  });

  test.describe("where the configuration has applications or managed services", () => {
    test.skip(({ uiConfig }) => !(uiConfig.vmsEnabled && uiConfig.vmAppsEnabled) && !uiConfig.servicesEnabled, "the configuration has no application catalog");

    test("the create entry lists the application catalog, each entry opening its create form", async ({ page }) => {
      await page.goto("/app/");
      await page.getByRole("button", { name: "Create" }).click();
      const catalog = page.getByRole("group", { name: "Application catalog" }).getByRole("menuitem");
      await expect(catalog.first()).toHaveAttribute("href", /\/app\/(compute\/create\?typeId=app_catalog&|services\/create\?)osName=[^&]+&osVersion=/);
    });
  });

  // One walk per app (a step per route) rather than a test per route: each address is a fresh page load either way.
  test("every detail and create route of the configuration answers inside the shell", async ({ page, mockConfig }) => {
    // Fourteen page loads: three times the time of a one-screen test.
    test.slow();
    for (const route of ROUTES[mockConfig]) {
      await test.step(route, async () => {
        await page.goto(`/app${route}`);
        await expect(page.getByRole("navigation", { name: "Resource categories" })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
      });
    }
  });

  test("a create route of a disabled or unknown type does not exist", async ({ page, mockConfig }) => {
    await page.goto(mockConfig === "metal" ? "/app/network/create/vpc" : "/app/network/create/nonsense");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("switches the colour scheme to dark and back to auto", async ({ page, provider }, testInfo) => {
    await page.goto("/app/");
    await page.getByRole("combobox", { name: "Colour scheme" }).selectOption("dark");
    await expect(page.locator("html")).toHaveAttribute("data-color-scheme", "dark");
    await saveScreenshot(page, testInfo, `shell-dark-${provider}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("combobox", { name: "Colour scheme" }).selectOption("auto");
    await expect(page.locator("html")).toHaveAttribute("data-color-scheme", "light");
  });

  test("says so when the browser goes offline", async ({ page, context }) => {
    await page.goto("/app/");
    await expect(page.getByRole("navigation", { name: "Resource categories" })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(/You are offline/)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(/You are offline/)).toBeHidden();
  });
});

test.describe("the overview", () => {
  test("after logging in shows a card per enabled area, side by side on desktop and stacked on a phone", PHONE, async ({ page, provider, mockConfig, uiConfig, isPhone }, testInfo) => {
    await logIn(page, "e2e-key");
    await expect(page.getByRole("heading", { level: 1, name: uiConfig.siteName })).toBeVisible();

    // Counts only: other spec files may add resources to the shared mock server; the unit tests check the figures.
    // The virtual machines' figures and link are there exactly where the configuration sells them.
    const compute = page.getByRole("region", { name: "Compute" });
    await expect(compute.locator('dt:text-is("Bare metal servers") + dd')).toHaveText(/^\d+$/);
    await expect(compute.locator('dt:text-is("Virtual machines") + dd')).toHaveText(uiConfig.vmsEnabled ? [/^\d+$/] : []);
    await expect(compute.getByRole("list", { name: "Virtual machines by status" })).toHaveText(uiConfig.vmsEnabled ? [/\d+ running/] : []);
    await expect(compute.locator('a[href="/app/compute/create"]', { hasText: "Create virtual machine" })).toHaveCount(uiConfig.vmsEnabled ? 1 : 0);
    await expect(compute.getByRole("link", { name: "Lease bare metal" })).toHaveAttribute("href", "/app/metal/create");

    const billing = page.getByRole("region", { name: "Billing" });
    await expect(billing.locator('dt:text-is("Available credit") + dd')).toHaveText(new RegExp(moneyPattern(uiConfig)));
    await expect(billing.getByRole("link", { name: "View billing account" })).toHaveAttribute("href", /^\/app\/billing\/account\/\d+$/);

    const actions = page.getByRole("region", { name: "Quick actions" });
    await expect(actions.getByRole("list", { name: "Create" }).getByRole("link")).toHaveCount(mockConfig === "metal" ? 4 : 12);
    await expect(actions.getByRole("list", { name: "Go to" }).getByRole("link")).toHaveText(mockConfig === "metal" ? ["Access"] : ["Network", "Access", "Storage", "Services"]);

    expect(placement(await compute.boundingBox(), await billing.boundingBox())).toBe(isPhone ? "stacked" : "side by side");
    await saveScreenshot(page, testInfo, `home-${provider}`);
    await expectNoSeriousA11yViolations(page);
  });
});
