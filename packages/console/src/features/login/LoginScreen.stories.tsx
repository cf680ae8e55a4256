import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ApiConnectionError, GeneralApiError } from "@cloudconsole/sdk";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { LoginScreen } from "./LoginScreen";

const fakeProvider = mockUiConfig("default");
const identityProvider = { ...fakeProvider, authProvider: "auth0" as const, auth0Domain: "login.example.com", auth0ClientId: "storybook", termsUrl: { url: "https://example.com/terms" } };

const meta = {
  title: "Screens/Login",
  component: LoginScreen,
  args: {
    config: fakeProvider,
    logoUrl: "",
    siteName: "Warren",
    mockApiOffered: true,
    mockApiEnabled: false,
    onMockApiChange: fn(),
    onApiKeyLogin: fn(),
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fake identity provider: the API key form is all there is. */
export const ApiKeyOnly: Story = {};

export const ApiKeyWithMockApi: Story = { args: { mockApiEnabled: true } };
/** A production deployment that does not offer the embedded mock API: no switch. */
export const ApiKeyWithoutMockApi: Story = { args: { mockApiOffered: false } };

export const LogIn: Story = { args: { config: identityProvider } };

export const SignUp: Story = { args: { config: identityProvider, initialMode: "signup" } };

export const ForgotPassword: Story = { args: { config: identityProvider, initialFlow: { state: "forgot_password" } } };

export const WaitingForSignupConfirmation: Story = {
  args: { config: identityProvider, initialFlow: { state: "waiting_signup_confirmation", email: "new.customer@example.com" } },
};

export const WaitingForPasswordResetConfirmation: Story = {
  args: { config: identityProvider, initialFlow: { state: "waiting_forgot_confirmation", email: "customer@example.com" } },
};

/** The provider's login copy before, inside and after the form: links and formatting kept, the script and handler dropped. */
export const WithLoginCopy: Story = {
  args: {
    config: {
      ...identityProvider,
      loginFormBefore: "<p><strong>Planned maintenance</strong> on Sunday 02:00–04:00 UTC.</p>",
      loginFormInner: '<p>New here? Read the <a href="https://example.com/start" target="_blank">getting started guide</a>.</p><script>alert(1)</script>',
      loginForm: '<p><small>By logging in you accept the <a href="https://example.com/terms" onclick="alert(1)">terms</a>.</small></p>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "getting started guide" })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(await canvas.findByRole("link", { name: "terms" })).not.toHaveAttribute("onclick");
  },
};

export const WithWelcomeTextAndCertificates: Story = {
  args: {
    welcomeText: "Welcome back! Your servers missed you.",
    config: { ...identityProvider, isoCertificates: [{ url: "https://example.com/iso", image: fakeProvider.loginIntroImg ?? "" }] },
  },
};

/** Types a key and submits it. */
async function submitKey(canvasElement: HTMLElement, key: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: /^API key/ }), key);
  await userEvent.click(canvas.getByRole("button", { name: "Log In" }));
  return canvas;
}

/** The key is being checked with the API: the button is busy. */
export const CheckingApiKey: Story = {
  args: { onApiKeyLogin: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = await submitKey(canvasElement, "my-api-key");
    await expect(await canvas.findByRole("button", { name: "Log In", busy: true })).toBeDisabled();
  },
};

/** The API refused the key: it stays typed, with the reason under it. */
export const ApiKeyRefused: Story = {
  args: { onApiKeyLogin: fn(() => Promise.reject(new GeneralApiError("Invalid authentication credentials", { status: 401 }))) },
  play: async ({ canvasElement }) => {
    const canvas = await submitKey(canvasElement, "wrong-key");
    await expect(await canvas.findByText("This API key was not accepted. Check it and try again.")).toBeInTheDocument();
  },
};

/** The API could not be reached while checking the key. */
export const ApiKeyCheckOffline: Story = {
  args: { onApiKeyLogin: fn(() => Promise.reject(new ApiConnectionError())) },
  play: async ({ canvasElement }) => {
    const canvas = await submitKey(canvasElement, "my-api-key");
    await expect(await canvas.findByText("Failed to connect to server")).toBeInTheDocument();
  },
};

/** Back at the login after the API stopped accepting the session's key. */
export const SessionEnded: Story = { args: { notice: "Your session has ended. Log in again." } };
