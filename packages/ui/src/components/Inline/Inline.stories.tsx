import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../Badge/Badge";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { Inline } from "./Inline";

const gaps = ["none", "xxs", "xs", "sm", "md", "lg", "xl"] as const;

const buttons = (
  <>
    <Button variant="secondary">Start</Button>
    <Button variant="secondary">Stop</Button>
    <Button variant="secondary">Restart</Button>
    <Button variant="danger">Delete</Button>
  </>
);

const meta = {
  title: "UI/Layout/Inline",
  component: Inline,
  args: { children: buttons },
  argTypes: {
    gap: { control: "inline-radio", options: gaps },
    align: { control: "inline-radio", options: ["start", "center", "end", "stretch", "baseline"] },
    justify: { control: "inline-radio", options: ["start", "center", "end", "between"] },
    collapseBelow: { control: "inline-radio", options: [undefined, "mobile"] },
    as: { control: "select", options: ["div", "ul", "ol", "section", "nav", "header", "footer", "span", "li", "form"] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const JustifyCenter: Story = { args: { justify: "center" } };
export const JustifyEnd: Story = { args: { justify: "end" } };
export const JustifyBetween: Story = { args: { justify: "between" } };

/** Every gap of the space scale, one row each. */
export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      {gaps.map((gap) => (
        <Inline key={gap} {...args} gap={gap}>
          <strong style={{ width: 40 }}>{gap}</strong>
          <Badge>one</Badge>
          <Badge>two</Badge>
          <Badge>three</Badge>
        </Inline>
      ))}
    </div>
  ),
};

/** Wraps onto a second line in a narrow box. */
export const Wrapping: Story = { render: (args) => <div style={{ width: 220, outline: "1px dashed" }}><Inline {...args} /></div> };
/** Does not wrap: the row overflows its narrow box instead. */
export const NoWrap: Story = { args: { wrap: false }, render: (args) => <div style={{ width: 220, outline: "1px dashed" }}><Inline {...args} /></div> };

/** A form row: fields grow, the button lines up with the inputs, and on a phone everything stacks full width. */
export const FormRowCollapsingOnMobile: Story = {
  args: { align: "end", collapseBelow: "mobile" },
  render: ({ gap, align, justify, wrap, collapseBelow }) => (
    <Inline gap={gap} align={align} justify={justify} wrap={wrap} collapseBelow={collapseBelow} as="form" aria-label="Resize" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField label="vCPU" defaultValue="2" />
      <TextField label="RAM (MB)" defaultValue="4096" />
      <Button type="submit" variant="secondary">
        Resize
      </Button>
    </Inline>
  ),
};
export const FormRowOnPhone: Story = { ...FormRowCollapsingOnMobile, globals: { viewport: { value: "mobile1", isRotated: false } } };

export const BaselineText: Story = {
  args: {
    align: "baseline",
    children: (
      <>
        <span style={{ fontSize: 24 }}>web-1</span>
        <Badge tone="success">Running</Badge>
        <span>2 vCPU, 4 GB</span>
      </>
    ),
  },
};

export const AsList: Story = {
  args: {
    as: "ul",
    gap: "xs",
    "aria-label": "Tags",
    children: (
      <>
        <li>
          <Badge>Primary</Badge>
        </li>
        <li>
          <Badge>Shared</Badge>
        </li>
      </>
    ),
  },
};
