import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CreationProgress } from "../progress";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { demoServiceRoute, ServicesStoryFrame } from "./storyFrame";

const serviceRoute = demoServiceRoute();

/** Managed services: the list and catalogue, creating one and a service's page, live against the story's mock API. */
const meta = {
  title: "Services/Services",
  component: ServicesStoryFrame,
  ...mockApiStory("/services", { configName: "default" }),
} satisfies Meta<typeof ServicesStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Sidebar: Story = { parameters: { route: "/sidebar" } };
export const Empty: Story = { args: { preset: "empty" } };
export const Loading: Story = { args: { preset: "demo+slow" } };
export const Unreachable: Story = { args: { unreachable: /service\/packages/ } };

export const Create: Story = { parameters: { route: "/services/create" } };
export const CreateFromCatalogLink: Story = { parameters: { route: "/services/create?osName=mariadb&osVersion=10.11" } };

/** A size outside the configured limits, named under its field. */
export const CreateOverLimit: Story = {
  parameters: { route: "/services/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vcpu = await canvas.findByRole("spinbutton", { name: /^vCPU/ });
    await userEvent.clear(vcpu);
    await userEvent.type(vcpu, "99");
    await userEvent.tab();
    await expect(await canvas.findByText(/vCPU must be from/)).toBeInTheDocument();
  },
};

/** The creation-progress screen the create form hands over to. */
export const Creating: StoryObj<typeof CreationProgress> = {
  render: () => <CreationProgress name="analytics" startedAt={Date.now()} expectedMs={15_000} createAnother={[{ type: "managed service", to: "/services/create" }]} />,
};

export const Detail: Story = { parameters: { route: serviceRoute } };

/** The secrets, fetched once asked for. */
export const DetailSecretsRevealed: Story = {
  parameters: { route: serviceRoute },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Reveal secrets" }));
    await expect(await canvas.findByRole("button", { name: "Copy sql_pass" })).toBeInTheDocument();
  },
};

/** An allowed address refused as it is typed. */
export const DetailInvalidAddress: Story = {
  parameters: { route: serviceRoute },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: "Address or CIDR" }), "10.1.2.300");
    await expect(canvas.getByText("Each number of the address must be from 0 to 255")).toBeInTheDocument();
  },
};

export const DetailMissing: Story = { parameters: { route: "/services/service/tll/no-such-service" } };
