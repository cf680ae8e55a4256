import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { UiConfig } from "@cloudconsole/sdk";
import { MOCK_API_KEY } from "@cloudconsole/mock-api/constants";
import { renderScreen } from "../../testing/render";
import { siteConfig } from "../../testing/uiConfig";
import { loadIdentityProviderForms } from "./loadIdentityProviderForms";
import { LoginScreen, type LoginScreenProps } from "./LoginScreen";

// The identity provider's forms are a chunk of their own: have it loaded, as a visitor would after the first moment.
beforeAll(() => loadIdentityProviderForms());

const baseConfig: UiConfig = { ...siteConfig, authProvider: "fake", loginTitle: "Cloud that grows with you", loginSubtitle: "Virtual machines in minutes" };
const auth0Config: UiConfig = { ...baseConfig, authProvider: "auth0", auth0Domain: "login.example.com", auth0ClientId: "client", termsUrl: { url: "https://example.com/terms" } };

function renderLogin(props: Partial<LoginScreenProps> = {}) {
  const handlers = { onApiKeyLogin: vi.fn(), onMockApiChange: vi.fn() };
  const result = renderScreen(<LoginScreen config={baseConfig} logoUrl="/logo.svg" siteName="Warren" mockApiOffered mockApiEnabled={false} {...handlers} {...props} />);
  return { ...result, ...handlers };
}

describe("LoginScreen with a fake identity provider", () => {
  it("shows the intro panel from configuration and only the API key form", () => {
    renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
    expect(screen.getByText("Cloud that grows with you")).toBeInTheDocument();
    expect(screen.getByText("Virtual machines in minutes")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^API key/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Username/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Log in with Google" })).not.toBeInTheDocument();
  });

  it("requires the API key when the mock API is off, keeping what was typed", async () => {
    const { user, onApiKeyLogin } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(onApiKeyLogin).not.toHaveBeenCalled();
    await user.type(screen.getByRole("textbox", { name: /^API key/ }), "   ");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(screen.getByRole("textbox", { name: /^API key/ })).toHaveValue("   ");
    expect(onApiKeyLogin).not.toHaveBeenCalled();
  });

  it("trims the API key before logging in", async () => {
    const { user, onApiKeyLogin } = renderLogin();
    await user.type(screen.getByRole("textbox", { name: /^API key/ }), "  secret-key  ");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(onApiKeyLogin).toHaveBeenCalledWith("secret-key"));
  });

  it("logs in with the fixed mock key when the mock API is on and the field is empty", async () => {
    const { user, onApiKeyLogin } = renderLogin({ mockApiEnabled: true });
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(onApiKeyLogin).toHaveBeenCalledWith(MOCK_API_KEY));
  });

  it("logs in with the fixed mock key whatever is typed when the mock API is on", async () => {
    const { user, onApiKeyLogin } = renderLogin({ mockApiEnabled: true });
    await user.type(screen.getByRole("textbox", { name: /API key/ }), "a-real-looking-key");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(onApiKeyLogin).toHaveBeenCalledWith(MOCK_API_KEY));
  });

  it("turns the mock API on from its switch", async () => {
    const { user, onMockApiChange } = renderLogin();
    await user.click(screen.getByRole("switch", { name: "Use mock API" }));
    expect(onMockApiChange).toHaveBeenCalledWith(true);
  });

  it("offers no mock API switch where the deployment does not offer the mock, and then requires a key", async () => {
    const { user, onApiKeyLogin } = renderLogin({ mockApiOffered: false });
    expect(screen.queryByRole("switch", { name: "Use mock API" })).not.toBeInTheDocument();
    expect(screen.queryByText("Optional while the mock API is on.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(onApiKeyLogin).not.toHaveBeenCalled();
  });
});

describe("LoginScreen with an identity provider", () => {
  it("offers username, password, Google, 'or', 'more', 'Forgot password?' and 'Create An Account'", () => {
    renderLogin({ config: auth0Config });
    expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log In" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in with Google" })).toBeInTheDocument();
    expect(screen.getByText("or")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Forgot password?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create An Account" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /^API key/ })).not.toBeInTheDocument();
  });

  it("reveals the API key form behind 'more'", async () => {
    const { user } = renderLogin({ config: auth0Config });
    await user.click(screen.getByRole("button", { name: "more" }));
    expect(screen.getByRole("textbox", { name: /^API key/ })).toBeInTheDocument();
  });

  it("switches to sign-up with its own button texts and the terms link", async () => {
    const { user } = renderLogin({ config: auth0Config });
    expect(screen.queryByRole("link", { name: "terms of service" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create An Account" }));
    expect(screen.getByRole("heading", { level: 1, name: "Sign up" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign up with Google" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "terms of service" })).toHaveAttribute("href", "https://example.com/terms");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
  });

  it("requires username and password before calling the identity provider", async () => {
    const { user } = renderLogin({ config: auth0Config });
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(screen.getAllByText("This field is required")).toHaveLength(2);
  });

  it("goes to 'Forgot password' and back", async () => {
    const { user } = renderLogin({ config: auth0Config });
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { name: "Forgot password" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Email" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(screen.getByText("This field is required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
  });

  it("tells a new account to confirm the email it was sent", () => {
    renderLogin({ config: auth0Config, initialFlow: { state: "waiting_signup_confirmation", email: "new@example.com" } });
    expect(screen.getByText("new@example.com")).toBeInTheDocument();
    expect(screen.getByText(/confirm your email address by clicking the verification link we just sent/)).toBeInTheDocument();
  });
});
