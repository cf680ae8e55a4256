import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { demoNetwork, NetworkStoryFrame } from "./storyFrame";

const { ip, vpc, lb } = demoNetwork();

/** The Network category: Floating IPs, VPC networks and load balancers, live against the story's mock API. */
const meta = {
  title: "Network/Network",
  component: NetworkStoryFrame,
  ...mockApiStory("/network", { configName: "default" }),
} satisfies Meta<typeof NetworkStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { args: { preset: "empty" } };
export const Loading: Story = { args: { preset: "demo+slow" } };
/** The lists cannot be read: the route's error state, with a retry. */
export const Unreachable: Story = { args: { unreachable: /network\/networks/ } };
export const Sidebar: Story = { parameters: { route: "/sidebar" } };
/** The metal provider switches the network resources off: the page does not exist. */
export const HiddenOnMetal: Story = { args: { configName: "metal" } };

/** Typing narrows a list. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = await canvas.findByRole("search", { name: "Filter VPC networks" });
    await userEvent.type(within(filters).getByRole("searchbox", { name: "Search" }), "backend");
    await expect(within(canvas.getByRole("table", { name: "VPC networks" })).getAllByRole("link")).toHaveLength(1);
  },
};

export const ReserveIp: Story = { parameters: { route: "/network/create/ip_address" } };
export const CreateVpc: Story = { parameters: { route: "/network/create/vpc" } };
export const CreateLoadBalancer: Story = { parameters: { route: "/network/create/load_balancer" } };

/** Ports out of range and a missing name are caught before anything is sent. */
export const CreateLoadBalancerValidation: Story = {
  parameters: { route: "/network/create/load_balancer" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Source port \(rule 1\)/ }), "70000");
    await userEvent.click(canvas.getByRole("button", { name: "Create load balancer" }));
    await expect((await canvas.findAllByText("Enter a port from 1 to 65535")).length).toBe(2);
  },
};

/** Creating fails: the error toast under its title, with what was typed kept. */
export const ReserveIpFailed: Story = {
  args: { unreachable: /network\/ip_addresses$/ },
  parameters: { route: "/network/create/ip_address" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Name/ }), "mail");
    await userEvent.click(canvas.getByRole("button", { name: "Reserve Floating IP" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Failed to reserve Floating IP")).toBeInTheDocument();
  },
};

/** An assigned Floating IP: its resource by name, and deletion refused until it is unassigned. */
export const IpDetail: Story = { parameters: { route: ip } };
/** A Floating IP the provider has disabled: marked in the details (and in the list), and what that means. */
export const IpDisabled: Story = {
  args: { prepare: (store) => store.state.ips.forEach((address) => void (address.enabled = false)) },
  parameters: { route: ip },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/carries no traffic/)).toBeInTheDocument();
  },
};
export const IpNotFound: Story = { parameters: { route: "/network/ip_address/tll/missing" } };

/** Unassigning fails: the error toast under its title. */
export const IpUnassignFailed: Story = {
  args: { unreachable: /unassign$/ },
  parameters: { route: ip },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Unassign" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Failed to unassign Floating IP")).toBeInTheDocument();
  },
};

/** The default network with its VMs and load balancer: deletion refused, and why. */
export const VpcDetail: Story = { parameters: { route: vpc } };

export const LoadBalancerDetail: Story = { parameters: { route: lb } };

/** Delete asks first. */
export const LoadBalancerDeleteConfirmation: Story = {
  parameters: { route: lb },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Delete" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toBeInTheDocument();
  },
};
