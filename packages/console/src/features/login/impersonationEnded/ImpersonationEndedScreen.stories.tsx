import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ImpersonationEndedScreen } from "./ImpersonationEndedScreen";

const meta = {
  title: "Screens/Impersonation ended",
  component: ImpersonationEndedScreen,
  args: { onReturn: fn(), onLogout: fn() },
} satisfies Meta<typeof ImpersonationEndedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API refused the impersonation token of a known owner. */
export const NamedOwner: Story = { args: { accessOwner: "agency@example.com" } };

/** The start answer named no owner. */
export const UnnamedOwner: Story = {};
