import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { UiConfig } from "@cloudconsole/sdk";
import { renderScreen } from "../../testing/render";
import { siteConfig } from "../../testing/uiConfig";
import { loadIdentityProviderForms } from "./loadIdentityProviderForms";
import { LoginScreen } from "./LoginScreen";
import { waitForState } from "../../testing/waitForState";

// The login flow states driven by the real auth0-js, its calls to the identity provider answered by MSW.
const domain = "login.test-idp.example";
const config: UiConfig = { ...siteConfig, authProvider: "auth0", auth0Domain: domain, auth0ClientId: "console-client" };
const cors = { "Access-Control-Allow-Origin": "http://localhost:3000", "Access-Control-Allow-Credentials": "true" };
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The identity provider's forms are a chunk of their own: have it loaded, as a visitor would after the first moment.
  await loadIdentityProviderForms();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function idp(path: string, status: number, body: Record<string, unknown>) {
  server.use(http.post(`https://${domain}${path}`, () => HttpResponse.json(body, { status, headers: cors })));
}

function renderLogin() {
  return renderScreen(<LoginScreen config={config} logoUrl="/logo.svg" siteName="Warren" mockApiOffered mockApiEnabled={false} onApiKeyLogin={vi.fn()} onMockApiChange={vi.fn()} />);
}

async function fillCredentials(user: ReturnType<typeof renderLogin>["user"], email: string) {
  await user.type(screen.getByLabelText(/Username/), email);
  await user.type(screen.getByLabelText(/^Password/), "Str0ng!pass");
}

describe("login flow with the identity provider", () => {
  it("shows a 'Wrong…' login error under the form", async () => {
    idp("/co/authenticate", 403, { error: "access_denied", error_description: "Wrong email or password." });
    const { user } = renderLogin();
    await fillCredentials(user, "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Wrong email or password.")).toBeInTheDocument();
  });

  it("shows 'Login did not redirect' under the form and keeps the username when the provider's answer leads nowhere", async () => {
    // A 200 answer without a login ticket (a proxy's page): auth0-js cannot redirect to the callback.
    server.use(
      http.post(`https://${domain}/co/authenticate`, () => new HttpResponse("<html><body>Sign in to the network</body></html>", { headers: { ...cors, "Content-Type": "text/html" } })),
    );
    const { user } = renderLogin();
    await fillCredentials(user, "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    const form = screen.getByRole("form", { name: "Log in" });
    expect(await within(form).findByText("Login did not redirect")).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue("ann@example.com");
    // The message and the end of the busy state are two updates: wait for the second, not a moment after the first.
    await waitFor(() => expect(screen.getByRole("button", { name: "Log In" })).not.toHaveAttribute("aria-busy", "true"));
  });

  it("signs up with an unverified email: waiting_signup_confirmation, and Back returns to login_signup", async () => {
    idp("/dbconnections/signup", 200, { _id: "1", email: "new@example.com", email_verified: false });
    const { user } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Create An Account" }));
    await fillCredentials(user, "new@example.com");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText(/confirm your email address by clicking the verification link we just sent/)).toBeInTheDocument();
    expect(screen.getByText("new@example.com")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    // login_signup again, still on its sign-up side.
    expect(screen.getByRole("heading", { level: 1, name: "Sign up" })).toBeInTheDocument();
  });

  it("signs up with an already verified email: stays on login_signup", async () => {
    idp("/dbconnections/signup", 200, { _id: "2", email: "known@example.com", email_verified: true });
    const { user } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Create An Account" }));
    await fillCredentials(user, "known@example.com");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitForState(() => expect(screen.getByRole("button", { name: "Sign Up" })).not.toHaveAttribute("aria-busy", "true"));
    expect(screen.queryByText(/verification link/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Sign up" })).toBeInTheDocument();
  });

  it.each([
    ["invalid_domain", { code: "invalid_signup", description: "invalid_domain" }, "Email domain is prohibited"],
    ["a weak password", { code: "invalid_password", description: "Password is too weak", name: "PasswordStrengthError" }, "Password is too weak"],
    ["a bad email", { code: "invalid_signup", description: "error in email - email format validation failed: x" }, "error in email - email format validation failed: x"],
    ["too many requests", { code: "too_many_attempts", description: "Too many requests" }, "Too many requests"],
    ["a bare code", { error: "server_error" }, "Error code: server_error"],
  ])("shows the sign-up message for %s", async (_name, body, message) => {
    idp("/dbconnections/signup", 400, body);
    const { user } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Create An Account" }));
    await fillCredentials(user, "x@example.com");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("sends the reset email: waiting_forgot_confirmation, and Back returns to login_signup", async () => {
    server.use(http.post(`https://${domain}/dbconnections/change_password`, () => new HttpResponse("We've just sent you an email to reset your password.", { headers: cors })));
    const { user } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText(/change your password by clicking the verification link we just sent/)).toBeInTheDocument();
    expect(screen.getByText("ann@example.com")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
  });

  it("shows 'Error:' and the message under the forgot-password form when sending fails", async () => {
    idp("/dbconnections/change_password", 429, { error: "too_many_requests", error_description: "Too many requests" });
    const { user } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("Error: Too many requests")).toBeInTheDocument();
  });
});
