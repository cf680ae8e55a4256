import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ApiConnectionError } from "@cloudconsole/sdk";
import { ErrorScreen } from "./ErrorScreen";

const meta = {
  title: "Screens/Error",
  component: ErrorScreen,
  args: { onReload: fn(), onLogout: fn(), error: new ApiConnectionError() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectionFailed: Story = {};

export const WithDetail: Story = {
  args: { error: Object.assign(new Error("Could not load the configuration"), { detail: "GET /config/ui/config" }) },
};

export const MockApiCrashed: Story = {
  args: { error: new Error("Mock service worker crashed. Please reload the page.") },
};
