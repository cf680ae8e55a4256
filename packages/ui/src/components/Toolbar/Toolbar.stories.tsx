import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../Badge/Badge";
import { Button } from "../Button/Button";
import { Toolbar } from "./Toolbar";

const meta = {
  title: "UI/Toolbar",
  component: Toolbar,
  args: {
    children: (
      <>
        <Button variant="secondary" size="sm">
          Refresh
        </Button>
        <Badge tone="info">3 servers</Badge>
      </>
    ),
    end: <Button>Create server</Button>,
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartAndEnd: Story = {};
export const EndOnly: Story = { args: { children: undefined } };
export const StartOnly: Story = { args: { end: undefined } };
