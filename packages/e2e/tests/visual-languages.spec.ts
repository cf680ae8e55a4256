import { DRAWN_AT, expectBaselines } from "./baselines";
import { message } from "./catalogues";
import { expect, test } from "./fixtures";

// The visual baselines in a second language, at both widths: the screens the English ones cover (the login screen and
// the compute list), in Indonesian, which two of the providers' markets read and whose texts run longer than
// English. Drawn on the default configuration, which the English baselines of every screen family are drawn on too.

const LANGUAGE = "id";

test.use({ backendNow: DRAWN_AT });

test("the login screen and the compute list in Indonesian, each as its baselines", { tag: ["@phone", "@visual"] }, async ({ page, provider, mockConfig, isPhone, ownBackend }) => {
  test.skip(mockConfig !== "default", "One configuration's screens in a second language are enough: each other screen family is English only.");
  const width = isPhone ? "phone" : "desktop";
  await page.clock.setFixedTime(ownBackend.clock.now());
  ownBackend.server.store.state.user.profile_data.lang = LANGUAGE;

  // The visitor picks the language on the login screen.
  await page.goto("/app/");
  // Picked again if the screen is still in English a while after the pick, as a visitor would: once under load (a CI
  // run, 2026-12-06) a pick made as the screen appeared was not applied; the cause is still to be found (issue 35).
  await expect(async () => {
    await page.getByRole("combobox", { name: "Language" }).selectOption(LANGUAGE);
    await expect(page.getByRole("heading", { level: 1, name: message("login", LANGUAGE, "heading.login") })).toBeVisible({ timeout: 10_000 });
  }).toPass();
  await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE);
  await expectBaselines(page, `${provider}-${width}-login-${LANGUAGE}`);

  await page.locator("main form").getByRole("textbox").first().fill(`e2e-visual-${LANGUAGE}`);
  await page.locator('main form button[type="submit"]').first().click();
  // Signed in once the session keeps the key (the login screen's own heading would not say so).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("apikey"))).toBe(`e2e-visual-${LANGUAGE}`);
  await page.goto("/app/compute");
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: message("compute", LANGUAGE, "title"), exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("table").first()).toBeVisible();
  await expectBaselines(page, `${provider}-${width}-compute-${LANGUAGE}`);
});
