import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { StorageStoryFrame } from "./storyFrame";

/** Object storage: buckets and S3 access, live against the story's mock API. */
const meta = {
  title: "Storage/Storage",
  component: StorageStoryFrame,
  ...mockApiStory("/storage", { configName: "default" }),
} satisfies Meta<typeof StorageStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buckets: Story = {};
export const Sidebar: Story = { parameters: { route: "/sidebar" } };
export const Empty: Story = { args: { preset: "empty" } };
export const Large: Story = { args: { preset: "large" } };
export const S3UserUnreachable: Story = { args: { unreachable: /\/storage\/user$/ } };

/** A new key's secret, shown once with its warning. */
export const KeyCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Create key" }));
    await expect(await canvas.findByText("Copy the secret key now")).toBeInTheDocument();
  },
};

export const Create: Story = { parameters: { route: "/storage/create" } };

/** Every broken part of a refused name, named under the field. */
export const CreateRefusedName: Story = {
  parameters: { route: "/storage/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Bucket name/ }), "-Xn");
    await expect(await canvas.findByText("Start with a letter or digit.")).toBeInTheDocument();
  },
};

/** The API's own bucket error (a name someone has) shown as it came. */
export const CreateTaken: Story = {
  parameters: { route: "/storage/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Bucket name/ }), "demo-assets");
    await userEvent.click(canvas.getByRole("button", { name: "Create bucket" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/BucketAlreadyExists/);
  },
};

export const Detail: Story = { parameters: { route: "/storage/bucket/demo-assets" } };
export const DetailMissing: Story = { parameters: { route: "/storage/bucket/no-such-bucket" } };
export const DetailLoading: Story = { args: { preset: "demo+slow" }, parameters: { route: "/storage/bucket/demo-assets" } };
