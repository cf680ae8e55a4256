import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ApiConnectionError, CredentialsApiError } from "@cloudconsole/sdk";
import { ErrorScreen } from "./ErrorScreen";

const meta = {
  title: "Screens/Error",
  component: ErrorScreen,
  args: { onReload: fn(), onLogout: fn(), error: new ApiConnectionError() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline or the API unreachable. */
export const ConnectionFailed: Story = {};

export const WithDetail: Story = {
  args: { error: Object.assign(new Error("Could not load the configuration"), { detail: "GET /config/ui/config" }) },
};

/** Rejected credentials: reloading cannot help, so only 'Log out' is offered. */
export const CredentialsRejected: Story = {
  args: {
    error: (() => {
      const error = Object.create(CredentialsApiError.prototype) as Error;
      Object.defineProperty(error, "message", { value: "Invalid authentication credentials [mock-api-3f9c2a] (HTTP 403)" });
      return error;
    })(),
  },
};

export const MockApiCrashed: Story = {
  args: { error: new Error("Mock service worker crashed. Please reload the page.") },
};

export const MissingCallbackParameters: Story = {
  args: { error: new Error("The login callback has no parameters. Start the login again from the login page.") },
};
