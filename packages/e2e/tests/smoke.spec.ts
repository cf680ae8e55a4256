import { DRAWN_AT, expectBaselines } from "./baselines";
import { message } from "./catalogues";
import { expect, expectNoSeriousA11yViolations, logIn, test, VISUAL } from "./fixtures";

// The pass every provider runs at both widths: its login screen from its own configuration, logging in, its shell
// and one list, each compared in both colour schemes with the committed baselines (baselines.ts), in the language the
// console first shows the provider's customers (its site's).
// Warren, metal and ridge run every flow besides (see playwright.config.ts).

test.use({ backendNow: DRAWN_AT });
// Two screens, each compared in two schemes and scanned, and a login between them: on a busy 2-core machine (CI ran
// the other checks beside it) the pass took over the suite's 60 s on three providers.
test.describe.configure({ timeout: 120_000 });

test("logs in on the provider's own login screen, shows its shell and lists its compute resources, each as its baselines", VISUAL, async ({ page, provider, mockConfig, uiConfig, language, isPhone, ownBackend }) => {
  const width = isPhone ? "phone" : "desktop";
  // The browser's clock is the backend's, whose seed has settled by now.
  await page.clock.setFixedTime(ownBackend.clock.now());

  await page.goto("/app/");
  await expect(page.getByRole("heading", { level: 1, name: message("login", language, "heading.login") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-provider", provider);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  // The configuration's own welcome beside the form (above it on a phone).
  if (!uiConfig.loginTitle) throw new Error(`The ${provider} configuration has no loginTitle: the smoke pass checks the login screen shows it.`);
  await expect(page.getByRole("complementary", { name: message("login", language, "about") }).getByText(uiConfig.loginTitle, { exact: true })).toBeVisible();
  await expectBaselines(page, `${provider}-${width}-login`);
  await expectNoSeriousA11yViolations(page);

  await logIn(page, `e2e-smoke-${provider}`, language);
  await expect(page.getByRole("link", { name: message("shell", language, "home", { siteName: uiConfig.siteName }) })).toBeVisible();
  await page.goto("/app/compute");
  // Compute opens on the virtual machines, or on bare metal where that is all a provider sells.
  await expect(page.getByRole("heading", { level: 1, name: message("compute", language, mockConfig === "metal" ? "titleMetalOnly" : "title") })).toBeVisible();
  await expect(page.getByRole("main").getByRole("table").first()).toBeVisible();
  await expectBaselines(page, `${provider}-${width}-compute`);
  await expectNoSeriousA11yViolations(page);
});
