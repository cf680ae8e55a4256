import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotFoundScreen } from "./NotFoundScreen";

const meta = { title: "Screens/Not found", component: NotFoundScreen } satisfies Meta<typeof NotFoundScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
