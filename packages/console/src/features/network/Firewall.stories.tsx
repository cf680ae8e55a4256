import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { demoNetwork, NetworkStoryFrame } from "./storyFrame";

const { firewall } = demoNetwork();

/** Firewalls: the list on the Network page, the create form and a firewall's page, live against the story's mock API. */
const meta = {
  title: "Network/Firewalls",
  component: NetworkStoryFrame,
  ...mockApiStory("/network", { configName: "default" }),
} satisfies Meta<typeof NetworkStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's web firewall among the other network resources. */
export const List: Story = {};
/** No firewalls (nor anything else) yet: the empty state with its create action. */
export const Empty: Story = { args: { preset: "empty" } };
export const Loading: Story = { args: { preset: "demo+slow" } };
/** The firewalls cannot be read: the route's error state, with a retry. */
export const Unreachable: Story = { args: { unreachable: /network\/firewalls/ } };
/** The metal provider has no virtual machines, so no firewalls: the page does not exist. */
export const HiddenOnMetal: Story = { args: { configName: "metal" }, parameters: { route: "/network/create/firewall" } };

export const Create: Story = { parameters: { route: "/network/create/firewall" } };

/** Ports out of range, a name that is not an address and a missing name are caught before anything is sent. */
export const CreateValidation: Story = {
  parameters: { route: "/network/create/firewall" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ports = await canvas.findByRole("textbox", { name: /^Ports \(rule 1\)/ });
    await userEvent.clear(ports);
    await userEvent.type(ports, "70000");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Sources \(rule 1\)/ }), "office");
    await userEvent.click(canvas.getByRole("button", { name: "Create firewall" }));
    await expect(await canvas.findByText("This field is required")).toBeInTheDocument();
    await expect(canvas.getByText(/^Enter a port \(22\) or a range/)).toBeInTheDocument();
    await expect(canvas.getByText(/^Enter IPv4 addresses or prefixes/)).toBeInTheDocument();
  },
};

/** Creating fails: the error toast under its title, with what was typed kept. */
export const CreateFailed: Story = {
  args: { unreachable: /network\/firewalls$/ },
  parameters: { route: "/network/create/firewall" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Name/ }), "db-firewall");
    await userEvent.click(canvas.getByRole("button", { name: "Create firewall" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Failed to create firewall")).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /^Name/ })).toHaveValue("db-firewall");
  },
};

/** The web firewall: its rules, the VM it guards, and the VMs it can be attached to. */
export const Detail: Story = { parameters: { route: firewall } };
export const NotFound: Story = { parameters: { route: "/network/firewall/tll/missing" } };

/** The rules as fields, to change, add and remove. */
export const EditRules: Story = {
  parameters: { route: firewall },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit rules" }));
    await expect(canvas.getByRole("textbox", { name: /^Ports \(rule 2\)/ })).toHaveValue("80");
  },
};

/** Delete asks first. */
export const DeleteConfirmation: Story = {
  parameters: { route: firewall },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Delete" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toBeInTheDocument();
  },
};
