import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
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

export const LogIn: Story = { args: { config: identityProvider } };

export const SignUp: Story = { args: { config: identityProvider, initialMode: "signup" } };

export const ForgotPassword: Story = { args: { config: identityProvider, initialFlow: { state: "forgot_password" } } };

export const WaitingForSignupConfirmation: Story = {
  args: { config: identityProvider, initialFlow: { state: "waiting_signup_confirmation", email: "new.customer@example.com" } },
};

export const WaitingForPasswordResetConfirmation: Story = {
  args: { config: identityProvider, initialFlow: { state: "waiting_forgot_confirmation", email: "customer@example.com" } },
};

export const WithWelcomeTextAndCertificates: Story = {
  args: {
    welcomeText: "Welcome back! Your servers missed you.",
    config: { ...identityProvider, isoCertificates: [{ url: "https://example.com/iso", image: fakeProvider.loginIntroImg ?? "" }] },
  },
};
