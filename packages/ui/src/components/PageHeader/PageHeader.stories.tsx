import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { StatusBadge } from "../StatusBadge/StatusBadge";
import { TextLink } from "../TextLink/TextLink";
import { PageHeader } from "./PageHeader";

const meta = {
  title: "UI/PageHeader",
  component: PageHeader,
  args: { title: "Servers" },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithSubtitle: Story = { args: { subtitle: "Virtual machines in all locations" } };
export const WithActions: Story = { args: { subtitle: "3 servers", actions: <Button>Create server</Button> } };
export const Detail: Story = {
  args: {
    title: "web-1",
    back: <TextLink href="#/servers">← Servers</TextLink>,
    badge: <StatusBadge tone="success">Running</StatusBadge>,
    subtitle: "Tallinn · 2 vCPU · 4 GB RAM",
    actions: (
      <>
        <Button variant="secondary">Stop</Button>
        <Button variant="danger">Delete</Button>
      </>
    ),
  },
};
export const LongTitle: Story = {
  args: { title: "a-very-long-server-name-that-keeps-going-and-going-on-small-screens", actions: <Button>Create server</Button> },
};
