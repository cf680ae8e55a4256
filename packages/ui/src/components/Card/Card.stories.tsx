import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { DescriptionList } from "../DescriptionList/DescriptionList";
import { Menu } from "../Menu/Menu";
import { TextField } from "../TextField/TextField";
import { Card } from "./Card";

const meta = {
  title: "UI/Card",
  component: Card,
  args: { children: "Prepaid credit: 22.00 EUR" },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Elevated: Story = { args: { elevated: true, padding: "lg" } };
export const Compact: Story = { args: { padding: "sm" } };
export const NoPadding: Story = { args: { padding: "none" } };
export const AsSection: Story = {
  args: {
    as: "section",
    "aria-labelledby": "card-title",
    children: (
      <>
        <h2 id="card-title">Billing account</h2>
        <p>Prepaid credit: 22.00 EUR</p>
      </>
    ),
  },
};

const overview = (
  <DescriptionList
    items={[
      { term: "Status", description: "Running" },
      { term: "vCPU", description: "2" },
      { term: "RAM", description: "4096 MB" },
    ]}
  />
);

/** A titled panel: a section labelled by its h2 (drawn at the 18 px size of a panel title). */
export const Titled: Story = { args: { title: "Overview", stack: true, children: overview } };
export const TitledWithDescription: Story = {
  args: {
    title: "Reinstall",
    description: "Installs a fresh operating system on the primary disk. Its data is lost.",
    stack: true,
    children: (
      <div>
        <Button variant="danger">Reinstall</Button>
      </div>
    ),
  },
};
export const TitledWithActions: Story = {
  args: {
    title: "Snapshots and backups",
    stack: true,
    actions: (
      <>
        <Button variant="secondary" size="sm">
          Take snapshot
        </Button>
        <Menu label="More" buttonProps={{ size: "sm" }} items={[{ label: "Delete all snapshots", tone: "danger" }]} />
      </>
    ),
    children: <p style={{ margin: 0 }}>No records</p>,
  },
};
export const TitledWithEverything: Story = {
  args: {
    title: "A rather long panel title that has to wrap on a narrow card",
    description: "Short text under the title; the actions move below it when there is no room beside it.",
    actions: <Button size="sm">Edit</Button>,
    stack: true,
    children: overview,
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Card {...args} />
    </div>
  ),
};
export const TitledLevel3: Story = { args: { title: "Act as a customer", titleLevel: 3, stack: true, children: <TextField label="User id" /> } };
export const TitledLevel4: Story = { args: { title: "Subinterfaces", titleLevel: 4, stack: true } };
/** Without `stack`, the title row keeps its own space above the content. */
export const TitledWithoutStack: Story = { args: { title: "Billing account", children: "Prepaid credit: 22.00 EUR" } };
export const TitledAsArticle: Story = { args: { title: "Billing account", as: "article", elevated: true, children: "Prepaid credit: 22.00 EUR" } };
