import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CallbackScreen } from "./CallbackScreen";

const meta = { title: "Screens/Login callback", component: CallbackScreen, args: { onBack: fn(), onSwitch: fn(), onKeep: fn(), view: { state: "loading" } } } satisfies Meta<typeof CallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exchanging the fragment for an apikey. */
export const LoggingIn: Story = {};

export const LoginError: Story = {
  args: {
    view: {
      state: "hasError",
      title: "Login error",
      code: "unauthorized",
      description: "User is blocked",
      params: { error: "unauthorized", error_description: "User is blocked", state: JSON.stringify("/compute") },
    },
  },
};

export const ActionRequired: Story = {
  args: {
    view: {
      state: "hasError",
      title: "Action required",
      code: "access_denied",
      description: "Please verify your email before logging in.",
      params: { error: "access_denied", error_description: "Please verify your email before logging in.", state: JSON.stringify("/") },
    },
  },
};

/** A callback this browser did not start (someone else's tokens in a link): refused. */
export const NotStartedHere: Story = {
  args: {
    view: {
      state: "hasError",
      title: "Login error",
      code: "invalid_token",
      description: "`state` does not match.",
      notStartedHere: true,
      params: { access_token: "someone-elses-token", id_token: "x", state: JSON.stringify("/billing") },
    },
  },
};

/** A login for another account finished while a session is live: the visitor chooses. */
export const SwitchAccount: Story = {
  args: { view: { state: "confirmSwitch", current: "demo@example.com", incoming: "other@example.com" } },
};
