import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LoadingScreen } from "./LoadingScreen";

const meta = { title: "Screens/Loading", component: LoadingScreen, args: { delayMs: 0, onRetryNow: fn() } } satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a logo: the cactus. */
export const Cactus: Story = {};

/** Before the delay passes the screen stays empty, so fast loads never flash. */
export const BeforeDelay: Story = { args: { delayMs: 60_000 } };

/** A request is under way: the visitor is told the console is connecting. */
export const Connecting: Story = { args: { connection: { kind: "connecting" } } };

/** A try failed: which try comes next, what the last one said, and 'Retry now'. */
export const Retrying: Story = {
  args: { connection: { kind: "retrying", tryNumber: 2, tries: 4, lastFailure: "Failed to connect to server" } },
};

/** The backend's proxy answered with an HTML page: the failure is named in words. */
export const RetryingAfterBadGateway: Story = {
  args: {
    connection: { kind: "retrying", tryNumber: 3, tries: 4, lastFailure: "The server answered with a web page instead of data [gw-5e1f] (HTTP 502)" },
  },
};

/** The browser is offline: requests wait for the network. */
export const Offline: Story = { args: { connection: { kind: "offline" } } };
