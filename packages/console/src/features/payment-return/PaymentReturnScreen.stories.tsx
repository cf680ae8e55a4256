import type { Meta, StoryObj } from "@storybook/react-vite";
import { PaymentReturnScreen } from "./PaymentReturnScreen";

const meta = { title: "Screens/Payment return", component: PaymentReturnScreen } satisfies Meta<typeof PaymentReturnScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
