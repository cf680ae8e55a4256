import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, test } from "./fixtures";

// The edges of a session: the API key checked before it is stored, a key or impersonation token the API stops
// accepting, and logging out to the console's home. Each test has its own backend (keys starting with "invalid"
// are refused with 401, like the platform's gateway does), so nothing here touches another test's session.

const REFUSED_MESSAGE = "This API key was not accepted. Check it and try again.";

/** The key the session's calls go out with becomes one the API refuses, as when it is revoked elsewhere. */
async function refuseStoredKey(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem("apikey", "invalid-revoked-key");
    window.dispatchEvent(new StorageEvent("storage", { key: "apikey" }));
  });
}

test.describe("logging in with an API key", () => {
  test("a refused key stays typed with the reason and stores nothing; a good one enters; logout returns to /app/", PHONE, async ({ page, ownBackend, provider }, testInfo) => {
    void ownBackend;
    await page.goto("/app/");
    const field = page.getByRole("textbox", { name: "API key" });
    await field.fill("invalid-e2e-key");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText(REFUSED_MESSAGE)).toBeVisible();
    await expect(field).toHaveValue("invalid-e2e-key");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toBeNull();
    await saveScreenshot(page, testInfo, `login-key-refused-${provider}`);
    await expectNoSeriousA11yViolations(page);

    await field.fill("e2e-key");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toBe("e2e-key");

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/app/");
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toBeNull();
  });

  test("the button is busy while the key is checked", async ({ page, ownBackend }) => {
    void ownBackend;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/v1/user-resource/user", async (route) => {
      await answered;
      await route.fallback();
    });
    await page.goto("/app/");
    await page.getByRole("textbox", { name: "API key" }).fill("e2e-key");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Log In" })).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("button", { name: "Log In" })).toBeDisabled();
    answer();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  });

  test("says 'Failed to connect to server' when the check cannot reach the API, storing nothing", async ({ page, ownBackend, provider }, testInfo) => {
    void ownBackend;
    await page.goto("/app/");
    await page.route("**/v1/user-resource/user", (route) => route.abort("connectionrefused"));
    await page.getByRole("textbox", { name: "API key" }).fill("e2e-key");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText("Failed to connect to server")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "API key" })).toHaveValue("e2e-key");
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toBeNull();
    await saveScreenshot(page, testInfo, `login-key-offline-${provider}`);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("a session the API stops accepting", () => {
  test("a refused key ends the session: the login screen says so, the session is cleared @writes", PHONE, async ({ page, ownBackend, provider }, testInfo) => {
    void ownBackend;
    await page.addInitScript(() => {
      if (!localStorage.getItem("apikey")) localStorage.setItem("apikey", "e2e-key");
    });
    await page.goto("/app/profile");
    const save = page.getByRole("button", { name: "Save details" });
    await expect(save).toBeVisible();
    await refuseStoredKey(page);
    // The next call with the key ends the session: saving the details makes one, unless the shell's own reads in the
    // background (screens preloaded while idle) get there first and the form is gone before the click.
    const notice = page.getByText("Your session has ended. Log in again.");
    await Promise.race([save.click().catch(() => undefined), notice.waitFor()]);
    await expect(notice).toBeVisible();
    const endedAt = page.url();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toBeNull();
    await saveScreenshot(page, testInfo, `session-ended-${provider}`);
    await expectNoSeriousA11yViolations(page);

    // Logging in again starts a new session at the same address, without the notice.
    await page.getByRole("textbox", { name: "API key" }).fill("e2e-key");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(notice).toBeHidden();
    expect(page.url()).toBe(endedAt);
  });

  test("a refused impersonation token ends the impersonation and returns to the visitor's own account", PHONE, async ({ page, ownBackend, provider }, testInfo) => {
    void ownBackend;
    await page.addInitScript(() => {
      if (localStorage.getItem("apikey")) return;
      localStorage.setItem("apikey", "e2e-key");
      localStorage.setItem("impersonation", JSON.stringify({ token: "invalid-impersonation-token", access_owner: "agency@example.com" }));
    });
    await page.goto("/app/");
    await expect(page.getByRole("heading", { level: 1, name: "Impersonation ended" })).toBeVisible();
    await expect(page.getByText(/You are no longer acting as agency@example.com/)).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("apikey"), localStorage.getItem("impersonation")])).toEqual(["e2e-key", null]);
    await saveScreenshot(page, testInfo, `impersonation-ended-${provider}`);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Return to my account" }).click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Impersonation" })).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/app/");
  });
});

test.describe("an impersonation saved in another shape", () => {
  for (const [kind, returnPath] of [
    ["a number for its return path", 5],
    ["a path with a control character", { path: "/\t/evil.example", query: "", hash: "" }],
  ] as const) {
    test(`with ${kind}, 'Return to my account' still ends it and goes home`, async ({ page, ownBackend }) => {
      void ownBackend;
      await page.addInitScript((saved) => {
        if (localStorage.getItem("apikey")) return;
        localStorage.setItem("apikey", "e2e-key");
        localStorage.setItem("impersonation", JSON.stringify({ token: "impersonation-e2e", access_owner: "agency@example.com", returnPath: saved }));
      }, returnPath);
      await page.goto("/app/profile");
      const banner = page.getByRole("region", { name: "Impersonation" });
      await expect(banner).toContainText("You are acting as agency@example.com");
      await banner.getByRole("button", { name: "Return to my account" }).click();
      await expect(banner).toBeHidden();
      await expect(page).toHaveURL(/\/app\/?$/);
      await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
      expect(await page.evaluate(() => [localStorage.getItem("apikey"), localStorage.getItem("impersonation")])).toEqual(["e2e-key", null]);
    });
  }
});
