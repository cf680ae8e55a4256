import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextLink, linkClass } from "./TextLink";

const meta = {
  title: "UI/TextLink",
  component: TextLink,
  args: { href: "/forgot-password", children: "Forgot password?" },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const External: Story = { args: { href: "https://example.com/terms", external: true, children: "Terms of service" } };
export const InText: Story = {
  render: (args) => (
    <p>
      By signing up you accept the <TextLink {...args} />.
    </p>
  ),
  args: { children: "terms of service" },
};
export const ClassOnPlainAnchor: Story = {
  render: () => (
    <a className={linkClass} href="/compute/create">
      A router link styled with linkClass
    </a>
  ),
};
