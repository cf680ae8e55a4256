import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { Dialog, DialogClose } from "./Dialog";

const footer = (
  <>
    <DialogClose asChild>
      <Button variant="secondary">Cancel</Button>
    </DialogClose>
    <Button type="submit">Save</Button>
  </>
);

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  args: {
    title: "Rename server",
    description: "The new name is shown in lists and on invoices.",
    trigger: <Button variant="secondary">Rename</Button>,
    footer,
    onOpenChange: fn(),
    children: <TextField label="Name" defaultValue="web-1" />,
  },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const WithoutDescription: Story = { args: { defaultOpen: true, description: undefined } };
export const Small: Story = { args: { defaultOpen: true, size: "sm", children: "Sign out of every device?" } };
export const Large: Story = { args: { defaultOpen: true, size: "lg" } };
export const AsForm: Story = { args: { defaultOpen: true, onSubmit: fn((e: { preventDefault(): void }) => e.preventDefault()) } };
export const LongContentScrolls: Story = {
  args: {
    defaultOpen: true,
    title: "Terms of service",
    description: undefined,
    children: Array.from({ length: 40 }, (_, i) => <p key={i}>Clause {i + 1}: the service is provided as is.</p>),
  },
};
export const NotDismissible: Story = {
  args: { defaultOpen: true, dismissible: false, footer: <Button loading>Saving</Button> },
};
export const NoFooter: Story = { args: { defaultOpen: true, footer: undefined, children: "Information only; close with Escape or ×." } };
