import { expect, expectNoSeriousA11yViolations, logIn, providerOf, saveScreenshot, SMOKE, test } from "./fixtures";

// The pass every provider runs at both widths: its login screen from its own configuration, logging in, its shell,
// and one list. Warren and metal run every flow besides (see playwright.config.ts).
test("logs in on the provider's own login screen, shows its shell and lists its compute resources", SMOKE, async ({ page, provider, mockConfig, isPhone }, testInfo) => {
  const { platform } = providerOf(testInfo);
  await page.goto("/app/");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-provider", provider);
  if (platform?.loginTitle && !isPhone) await expect(page.getByText(platform.loginTitle, { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, `smoke-login-${provider}${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);

  await logIn(page, `e2e-smoke-${provider}`);
  const siteName = platform?.siteName;
  if (siteName) await expect(page.getByRole("link", { name: `${siteName} home` })).toBeVisible();
  await page.goto("/app/compute");
  // Compute opens on the virtual machines, or on bare metal where that is all a provider sells.
  await expect(page.getByRole("heading", { level: 1, name: mockConfig === "metal" ? "Bare metal" : "Compute" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("table").first()).toBeVisible();
  await saveScreenshot(page, testInfo, `smoke-compute-${provider}${isPhone ? "-phone" : ""}`);
  await expectNoSeriousA11yViolations(page);
});
