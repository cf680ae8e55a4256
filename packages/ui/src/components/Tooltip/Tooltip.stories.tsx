import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { Tooltip } from "./Tooltip";

const meta = {
  title: "UI/Tooltip",
  component: Tooltip,
  args: { content: "Restarts the server; it is unreachable for about a minute.", children: <Button variant="secondary">Restart</Button> },
  argTypes: { side: { control: "inline-radio", options: ["top", "right", "bottom", "left"] } },
  parameters: { layout: "centered" },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};
export const Bottom: Story = { args: { side: "bottom" } };
export const Right: Story = { args: { side: "right" } };
export const Left: Story = { args: { side: "left" } };
export const LongText: Story = {
  args: { content: "Billing account 0f8fad5b-d9cb-469f-a165-70867728950e is limited to 1 vCPU and 2048 MB RAM until the first top-up." },
};
export const OnAnIconButton: Story = {
  args: {
    content: "Settings",
    children: (
      <Button variant="ghost" aria-label="Settings">
        ⚙
      </Button>
    ),
  },
};
