import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoadingScreen } from "./LoadingScreen";

const meta = { title: "Screens/Loading", component: LoadingScreen, args: { delayMs: 0 } } satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a logo: the cactus. */
export const Cactus: Story = {};

/** Before the delay passes the screen stays empty, so fast loads never flash. */
export const BeforeDelay: Story = { args: { delayMs: 60_000 } };
