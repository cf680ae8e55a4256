import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { CactusIcon } from "../CactusIcon/CactusIcon";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
  args: { title: "No servers yet", text: "Create a server to run your applications in the cloud." },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndText: Story = {};
export const WithAction: Story = { args: { action: <Button>Create server</Button> } };
export const WithIcon: Story = { args: { icon: <CactusIcon />, action: <Button>Create server</Button> } };
export const TitleOnly: Story = { args: { title: "No records", text: undefined } };
export const TwoActions: Story = {
  args: {
    title: "No billing account",
    text: "Add a billing account before creating resources.",
    action: (
      <>
        <Button>Add billing account</Button>
        <Button variant="secondary">Learn more</Button>
      </>
    ),
  },
};
