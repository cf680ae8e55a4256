import { callbackUrl, interceptIdentityProvider, playIdentityProvider, startHeldGoogleLogin, useAuth0Config } from "./doubles/auth0";
import { expect, expectNoSeriousA11yViolations, saveScreenshot, signedIn, test } from "./fixtures";

test.describe("logging in", () => {
  test("with an API key on the mock lands in the shell; logging out clears the session", async ({ page }, testInfo) => {
    await page.goto("/app/");
    await page.getByRole("textbox", { name: "API key" }).fill("  e2e-key  ");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("navigation", { name: "Resource categories" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toBe("e2e-key");
    // The overview's own test (shell.spec.ts) scans this screen for accessibility.
    await saveScreenshot(page, testInfo, "shell-home");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    expect(page.url()).toMatch(/\/app\/?$/);
    expect(await page.evaluate(() => [localStorage.getItem("apikey"), localStorage.getItem("impersonation")])).toEqual([null, null]);
  });

  test("forgot password sends the reset email through the identity provider and waits for confirmation", async ({ page }, testInfo) => {
    await useAuth0Config(page);
    const seen = await interceptIdentityProvider(page, { "/dbconnections/change_password": { body: "We've just sent you an email to reset your password." } });
    await page.goto("/app/");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await saveScreenshot(page, testInfo, "forgot-password");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("textbox", { name: /Email/ }).fill("ann@example.com");
    await page.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByText(/change your password by clicking the verification link we just sent/)).toBeVisible();
    await expect(page.getByText("ann@example.com")).toBeVisible();
    expect(seen).toEqual([{ path: "/dbconnections/change_password", body: expect.objectContaining({ email: "ann@example.com", connection: "Username-Password-Authentication", client_id: "e2e-client" }) }]);
    await saveScreenshot(page, testInfo, "forgot-password-sent");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  });

  test("sign-up with an unverified email waits for the confirmation; provider errors are shown", async ({ page }, testInfo) => {
    await useAuth0Config(page);
    const seen = await interceptIdentityProvider(page, { "/dbconnections/signup": { json: { _id: "1", email: "new@example.com", email_verified: false } } });
    await page.goto("/app/?referral_code=FRIEND42");
    // A referral link opens on sign-up and keeps the code.
    await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("referralCode"))).toBe("FRIEND42");
    await page.getByLabel(/Username/).fill("new@example.com");
    await page.getByLabel(/^Password/).fill("Str0ng!pass");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText(/confirm your email address by clicking the verification link we just sent/)).toBeVisible();
    expect(seen[0]).toEqual({ path: "/dbconnections/signup", body: expect.objectContaining({ email: "new@example.com", connection: "Username-Password-Authentication" }) });
    await saveScreenshot(page, testInfo, "signup-confirmation");
    await expectNoSeriousA11yViolations(page);
  });

  test("a sign-up from a prohibited domain says 'Email domain is prohibited'", async ({ page }) => {
    await useAuth0Config(page);
    await interceptIdentityProvider(page, { "/dbconnections/signup": { status: 400, json: { code: "invalid_signup", description: "invalid_domain" } } });
    await page.goto("/app/");
    await page.getByRole("button", { name: "Create An Account" }).click();
    await page.getByLabel(/Username/).fill("x@blocked.example");
    await page.getByLabel(/^Password/).fill("Str0ng!pass");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Email domain is prohibited")).toBeVisible();
  });
});

test.describe("a login that does not redirect", () => {
  test("says 'Login did not redirect' under the form and keeps the username", async ({ page }, testInfo) => {
    await useAuth0Config(page);
    // A 200 answer without a login ticket (e.g. a proxy's own page): auth0-js cannot go on to /authorize.
    const seen = await interceptIdentityProvider(page, { "/co/authenticate": { body: "<html><body>Sign in to the network</body></html>" } });
    await page.goto("/app/");
    await page.getByLabel(/Username/).fill("ann@example.com");
    await page.getByLabel(/^Password/).fill("Str0ng!pass");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    const form = page.getByRole("form", { name: "Log in" });
    await expect(form.getByText("Login did not redirect", { exact: true })).toBeVisible();
    await expect(page.getByLabel(/Username/)).toHaveValue("ann@example.com");
    expect(seen.map((request) => request.path)).toEqual(["/co/authenticate"]);
    await expect(page).toHaveURL(/\/app\/?$/);
    await saveScreenshot(page, testInfo, "login-did-not-redirect");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the email verification return", () => {
  test("a verification link that worked says 'Email verified' and offers 'Log In'", async ({ page }, testInfo) => {
    await page.goto(
      "/app/auth0_callback/verify?supportSignUp=true&supportForgotPassword=true&email=a%40b.c&message=Your%20email%20was%20verified.%20You%20can%20continue%20using%20the%20application.&success=true&code=success",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
    await expect(page.getByText("Your email was verified. You can continue using the application.")).toBeVisible();
    await expect(page.getByText("a@b.c", { exact: true })).toBeVisible();
    await saveScreenshot(page, testInfo, "verify-email-success");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/?$/);
  });

  test("a used link says 'Verification failed' with the code, the message and the raw parameters", async ({ page }, testInfo) => {
    await page.goto("/app/auth0_callback/verify?supportSignUp=true&supportForgotPassword=true&email=a%40b.c&message=This%20URL%20can%20be%20used%20only%20once&success=false&code=already-used");
    await expect(page.getByRole("heading", { level: 1, name: "Verification failed" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Code: already-used");
    await expect(page.getByRole("alert")).toContainText("This URL can be used only once");
    await expect(page.getByLabel("Callback parameters")).toContainText('"success": "false"');
    await expect(page.getByRole("button", { name: "Copy parameters" })).toBeVisible();
    await saveScreenshot(page, testInfo, "verify-email-failure");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  });

  test("raises the missing-parameters error without a result", async ({ page }) => {
    await page.goto("/app/auth0_callback/verify");
    await expect(page.getByRole("alert")).toContainText("The login callback has no parameters");
  });
});

test.describe("the login callback", () => {
  const state = (path: string) => encodeURIComponent(JSON.stringify(path));

  test("a login started here comes back checked, is exchanged for an apikey and lands where it started @writes", async ({ page }) => {
    await useAuth0Config(page);
    const logins = await playIdentityProvider(page, "ann@example.com");
    await page.goto("/app/network");
    await page.getByRole("button", { name: "Log in with Google" }).click();
    await expect(page).toHaveURL(/\/app\/network$/);
    await expect(page.getByRole("complementary", { name: "Network" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toMatch(/^mock-/);
    // The attempt's own random state: the path it came back to stayed in the tab.
    expect(logins).toEqual([expect.objectContaining({ state: expect.stringMatching(/^[\w-]{43}$/), nonce: expect.stringMatching(/.{16,}/) })]);
  });

  test("refuses a login this browser did not start and keeps the session it has", async ({ page }, testInfo) => {
    await useAuth0Config(page);
    await playIdentityProvider(page, undefined);
    await signedIn(page, "e2e-key");
    // Someone else's tokens in a link: no login was started in this tab with this state.
    await page.goto(`/app/auth0_callback#access_token=someone-elses-token&id_token=x&state=${state("/billing")}`);
    await expect(page.getByRole("heading", { level: 1, name: "Login error" })).toBeVisible();
    await expect(page.getByText("invalid_state", { exact: true })).toBeVisible();
    await expect(page.getByText("The callback's state is missing or matches no login started in this tab.", { exact: true })).toBeVisible();
    await expect(page.getByText("This login was not started in this browser, or it was already used. Log in again from the login page.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toBe("e2e-key");
    await saveScreenshot(page, testInfo, "callback-not-started-here");
    await expectNoSeriousA11yViolations(page);
    // A state it never issued names no path of this tab's: Back goes home.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  });

  test("asks before a login for another account replaces the live session; keeping it changes nothing", async ({ page }, testInfo) => {
    const login = await startHeldGoogleLogin(page, "/app/billing");
    // Meanwhile this browser logged in with another account (in another tab).
    await page.goto("/app/");
    await page.evaluate(() => localStorage.setItem("apikey", "e2e-key"));

    await page.goto(callbackUrl(login, "other@example.com"));
    const question = page.getByRole("alertdialog", { name: "Switch account?" });
    await expect(question).toContainText("You are logged in as demo@example.com. The login that just finished is for other@example.com.");
    await expect(question.getByRole("button", { name: "Switch to other@example.com" })).toBeVisible();
    await saveScreenshot(page, testInfo, "callback-switch-account");
    await expectNoSeriousA11yViolations(page);
    await question.getByRole("button", { name: "Keep my current session" }).click();
    await expect(page).toHaveURL(/\/app\/billing$/);
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("apikey"))).toBe("e2e-key");
  });

  test("shows 'Login error' with the code, the description and the raw parameters; Back returns where the login started", async ({ page }, testInfo) => {
    const login = await startHeldGoogleLogin(page, "/app/profile");
    // The provider refuses the login and sends the browser back with the login's state.
    await page.goto(`/app/auth0_callback#error=unauthorized&error_description=User%20is%20blocked&state=${login.state}`);
    await expect(page.getByRole("heading", { level: 1, name: "Login error" })).toBeVisible();
    await expect(page.getByText("User is blocked", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Callback parameters")).toContainText('"error": "unauthorized"');
    await expect(page.getByRole("button", { name: "Copy parameters" })).toBeVisible();
    await saveScreenshot(page, testInfo, "callback-login-error");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
  });

  test("asks for action when the email must be verified", async ({ page }, testInfo) => {
    await page.goto("/app/auth0_callback#error=access_denied&error_description=Please%20verify%20your%20email%20before%20logging%20in.");
    await expect(page.getByRole("heading", { level: 1, name: "Action required" })).toBeVisible();
    await saveScreenshot(page, testInfo, "callback-action-required");
    await expectNoSeriousA11yViolations(page);
  });

  test("never redirects outside the app through state, control characters included", async ({ page }) => {
    for (const target of ["//evil.example/", "https://evil.example/", "/\t/evil.example", "/\n/evil.example", "/%2F/evil.example"]) {
      await page.goto(`/app/auth0_callback#error=access_denied&error_description=x&state=${state(target)}`);
      await page.getByRole("button", { name: "Back" }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/app\/?$/);
      await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    }
  });

  test("raises an error when the parameters are missing", async ({ page }) => {
    await page.goto("/app/auth0_callback");
    await expect(page.getByRole("alert")).toContainText("The login callback has no parameters");
  });
});

test.describe("impersonation", () => {
  test("starts from an accepted invitation, shows the banner, and returns to the saved path", async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem("apikey")) localStorage.setItem("apikey", "e2e-key");
    });
    await page.goto("/app/profile");
    await page.getByRole("button", { name: "Act as agency@example.com" }).click();
    await expect(page.getByText("Impersonation started")).toBeVisible();
    await expect(page).toHaveURL(/\/app\/?$/);
    const banner = page.getByRole("region", { name: "Impersonation" });
    await expect(banner).toContainText("You are acting as agency@example.com");
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("impersonation") ?? "{}") as { returnPath?: unknown }).returnPath)).toEqual({ path: "/profile", query: "", hash: "" });
    await saveScreenshot(page, testInfo, "impersonating");
    await expectNoSeriousA11yViolations(page);
    await banner.getByRole("button", { name: "Return to my account" }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("impersonation"))).toBeNull();
  });
});
