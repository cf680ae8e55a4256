import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { parseVerifyQuery } from "./callbackParams";
import { VerifyEmailScreen } from "./VerifyEmailScreen";

// Built from the query strings the identity provider really sends, so the stories show what a visitor sees.
const meta = {
  title: "Screens/Email verification return",
  component: VerifyEmailScreen,
  args: {
    onContinue: fn(),
    result: parseVerifyQuery(
      "?supportSignUp=true&supportForgotPassword=true&email=ann%40example.com&message=Your%20email%20was%20verified.%20You%20can%20continue%20using%20the%20application.&success=true&code=success",
    ),
  },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link worked: the provider's message, the email and 'Log In'. */
export const EmailVerified: Story = {};

/** The link was already used: Code, message, the raw parameters and 'Back'. */
export const LinkAlreadyUsed: Story = {
  args: { result: parseVerifyQuery("?supportSignUp=true&supportForgotPassword=true&email=ann%40example.com&message=This%20URL%20can%20be%20used%20only%20once&success=false&code=already-used") },
};

/** The link expired and the provider sent no code. */
export const AccessExpired: Story = {
  args: { result: parseVerifyQuery("?supportSignUp=true&supportForgotPassword=true&message=Access%20expired.&success=false") },
};
