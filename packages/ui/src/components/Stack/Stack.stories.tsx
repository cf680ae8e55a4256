import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { Card } from "../Card/Card";
import { Heading } from "../Heading/Heading";
import { Notice } from "../Notice/Notice";
import { TextField } from "../TextField/TextField";
import { Stack } from "./Stack";

const gaps = ["none", "xxs", "xs", "sm", "md", "lg", "xl"] as const;

function Swatch({ label }: { label: string }) {
  return <div style={{ padding: "8px 12px", border: "1px dashed currentColor", borderRadius: 4 }}>{label}</div>;
}

const meta = {
  title: "UI/Layout/Stack",
  component: Stack,
  args: {
    children: (
      <>
        <Swatch label="First" />
        <Swatch label="Second, a little longer" />
        <Swatch label="Third" />
      </>
    ),
  },
  argTypes: {
    gap: { control: "inline-radio", options: gaps },
    align: { control: "inline-radio", options: ["start", "center", "end", "stretch", "baseline"] },
    as: { control: "select", options: ["div", "ul", "ol", "section", "nav", "header", "footer", "span", "li", "form"] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlignStart: Story = { args: { align: "start" } };
export const AlignCenter: Story = { args: { align: "center" } };
export const AlignEnd: Story = { args: { align: "end" } };

/** Every gap of the space scale, side by side. */
export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(120px, 1fr))", gap: 24 }}>
      {gaps.map((gap) => (
        <Stack key={gap} {...args} gap={gap} aria-label={`gap ${gap}`}>
          <strong>{gap}</strong>
          <Swatch label="One" />
          <Swatch label="Two" />
        </Stack>
      ))}
    </div>
  ),
};

export const AsList: Story = {
  args: {
    as: "ul",
    gap: "xs",
    "aria-label": "Disks",
    children: (
      <>
        <li>disk-1 (20 GB)</li>
        <li>disk-2 (100 GB)</li>
      </>
    ),
  },
};

/** A titled panel's body: notice, fields and the submit button, evenly spaced. */
export const FormInACard: Story = {
  render: () => (
    <Card>
      <Stack as="form" aria-label="Change password" noValidate onSubmit={(event) => event.preventDefault()}>
        <Heading level={2} visualLevel={3}>
          Change password
        </Heading>
        <Notice tone="primary">The machine restarts to apply the new password.</Notice>
        <TextField label="Username" defaultValue="root" />
        <TextField label="New password" type="password" />
        <Stack align="start">
          <Button type="submit">Change password</Button>
        </Stack>
      </Stack>
    </Card>
  ),
};
