import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// The profile against the test's own backend: saving details and switching two-factor authentication change the user.
test.beforeEach(async ({ page }) => signedIn(page, "e2e-profile"));

test("edits the user's details and shows what was saved after a reload", PHONE, async ({ page, ownBackend }, testInfo) => {
  await page.goto("/app/profile");
  const details = page.getByRole("form", { name: "Your details" });
  await expect(details.getByRole("textbox", { name: "First name" })).toHaveValue("Cloudia");

  await details.getByRole("textbox", { name: "Phone" }).fill("+372 5555 0199");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("User details updated")).toBeVisible();
  expect(ownBackend.server.store.state.user.profile_data).toMatchObject({ phone_number: "+372 5555 0199" });
  await saveScreenshot(page, testInfo, "profile");
  await expectNoSeriousA11yViolations(page);

  // What was saved is what the page shows after a reload.
  await page.reload();
  await expect(page.getByRole("form", { name: "Your details" }).getByRole("textbox", { name: "Phone" })).toHaveValue("+372 5555 0199");
});

test("switches the console's language on the profile, saved with it and kept after a reload", PHONE, async ({ page, ownBackend }) => {
  await page.goto("/app/profile");
  await page.getByRole("combobox", { name: "Language" }).selectOption("id");

  // The page changes language in place: the same document, only the Indonesian texts loaded.
  await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByText("Bahasa disimpan")).toBeVisible();
  expect(ownBackend.server.store.state.user.profile_data.lang).toBe("id");
  await expect(page.getByRole("button", { name: "Keluar" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
  await page.getByRole("combobox", { name: "Bahasa" }).selectOption("en");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("where the configuration offers two-factor authentication", () => {
  test.skip(({ uiConfig }) => !uiConfig.mfaAvailable, "the configuration has no two-factor authentication");

  test("turns two-factor authentication on and off @writes", PHONE, async ({ page, ownBackend: _backend }, testInfo) => {
    await page.goto("/app/profile");
    const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
    await expect(twoFactor.getByText("Off", { exact: true })).toBeVisible();
    const enrolment = page.waitForEvent("popup");
    await twoFactor.getByRole("button", { name: "Activate" }).click();
    await (await enrolment).close();
    await expect(page.getByText("Mfa activated")).toBeVisible();
    await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();
    await expect(twoFactor.getByRole("link", { name: /continue the set-up here/ })).toBeVisible();
    await saveScreenshot(page, testInfo, "profile-two-factor");
    await expectNoSeriousA11yViolations(page);

    await twoFactor.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByText("Mfa deactivated")).toBeVisible();
    await expect(twoFactor.getByText("Off", { exact: true })).toBeVisible();
  });
});

test.describe("where the configuration has no two-factor authentication", () => {
  test.skip(({ uiConfig }) => Boolean(uiConfig.mfaAvailable), "the configuration offers two-factor authentication");

  test("offers none on the profile", async ({ page, ownBackend: _backend }) => {
    await page.goto("/app/profile");
    await expect(page.getByRole("region", { name: "Help and documentation" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Two-factor authentication" })).toHaveCount(0);
  });
});
