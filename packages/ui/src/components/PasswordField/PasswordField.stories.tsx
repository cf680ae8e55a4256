import type { Meta, StoryObj } from "@storybook/react-vite";
import { PasswordField } from "./PasswordField";

const meta = {
  title: "UI/PasswordField",
  component: PasswordField,
  args: { label: "Password", name: "password" },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { args: { defaultValue: "correct horse battery staple" } };
export const Visible: Story = { args: { defaultValue: "correct horse battery staple", defaultVisible: true } };
export const NewPassword: Story = { args: { autoComplete: "new-password", required: true, description: "At least 8 characters." } };
export const WithError: Story = { args: { error: "Wrong email or password." } };
export const Disabled: Story = { args: { disabled: true } };
