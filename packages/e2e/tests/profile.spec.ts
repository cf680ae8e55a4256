import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// The profile against the test's own backend: saving details and switching two-factor authentication change the user.
test("edits the user's details, and turns two-factor authentication on and off where the provider offers it", PHONE, async ({ page, mockConfig, ownBackend }, testInfo) => {
  await signedIn(page, "e2e-profile");
  await page.goto("/app/profile");
  const details = page.getByRole("form", { name: "Your details" });
  await expect(details.getByRole("textbox", { name: "First name" })).toHaveValue("Cloudia");

  // A language that is not a code is refused before anything is sent; the typed value stays.
  await details.getByRole("textbox", { name: /^Language/ }).fill("e1");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByText("Use a 2 or 3-letter language code, e.g. en, or leave it empty")).toBeVisible();
  await details.getByRole("textbox", { name: /^Language/ }).fill("ET");
  await details.getByRole("textbox", { name: "Phone" }).fill("+372 5555 0199");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("User details updated")).toBeVisible();
  expect(ownBackend.server.store.state.user.profile_data).toMatchObject({ phone_number: "+372 5555 0199", lang: "et" });

  const twoFactor = page.getByRole("region", { name: "Two-factor authentication" });
  if (mockConfig === "metal") {
    // The metal configuration has no two-factor authentication.
    await expect(page.getByRole("region", { name: "Help and documentation" })).toBeVisible();
    await expect(twoFactor).toHaveCount(0);
  } else {
    await expect(twoFactor.getByText("Off", { exact: true })).toBeVisible();
    const enrolment = page.waitForEvent("popup");
    await twoFactor.getByRole("button", { name: "Activate" }).click();
    await (await enrolment).close();
    await expect(page.getByText("Mfa activated")).toBeVisible();
    await expect(twoFactor.getByText("On", { exact: true })).toBeVisible();
    await expect(twoFactor.getByRole("link", { name: /continue the set-up here/ })).toBeVisible();
  }
  await saveScreenshot(page, testInfo, "profile");
  await expectNoSeriousA11yViolations(page);

  if (mockConfig !== "metal") {
    await twoFactor.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByText("Mfa deactivated")).toBeVisible();
    await expect(twoFactor.getByText("Off", { exact: true })).toBeVisible();
  }

  // What was saved is what the page shows after a reload.
  await page.reload();
  await expect(page.getByRole("form", { name: "Your details" }).getByRole("textbox", { name: "Phone" })).toHaveValue("+372 5555 0199");
});
