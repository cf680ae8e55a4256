import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { ProfileStoryFrame } from "./storyFrame";

/** /profile: the user's details, two-factor authentication, appearance and the provider's help links. */
const meta = {
  title: "Profile/Profile",
  component: ProfileStoryFrame,
  ...mockApiStory("/profile"),
} satisfies Meta<typeof ProfileStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's saved details, two-factor authentication off. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("form", { name: "Your details" })).toBeInTheDocument();
    await expect(await canvas.findByRole("region", { name: "Two-factor authentication" })).toBeInTheDocument();
  },
};

/** Two-factor authentication already on: Deactivate is offered. */
export const TwoFactorOn: Story = {
  args: { prepare: (store) => void (store.state.mfaActive = true) },
};

/** A provider without two-factor authentication (the metal configuration): the section is not shown. */
export const NoTwoFactor: Story = {
  args: { configName: "metal" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("form", { name: "Your details" });
    await expect(canvas.queryByRole("region", { name: "Two-factor authentication" })).not.toBeInTheDocument();
  },
};

/** A language that is not a 2 or 3-letter code is refused before anything is sent. */
export const InvalidLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const language = await canvas.findByRole("textbox", { name: /^Language/ });
    await userEvent.clear(language);
    await userEvent.type(language, "e1");
    await userEvent.click(canvas.getByRole("button", { name: "Save details" }));
    await expect(await canvas.findByText(/Use a 2 or 3-letter language code/)).toBeInTheDocument();
  },
};

/** The user's details cannot be read: the part says so, with a retry; the rest of the page still works. */
export const DetailsUnavailable: Story = {
  args: { unreachable: /\/user-resource\/user$/ },
};
