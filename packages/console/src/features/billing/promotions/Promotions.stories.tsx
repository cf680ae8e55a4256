import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../../testing/MockApiStoryFrame";
import { demoHistory, HistoryStoryFrame } from "../history/storyFrame";

const ids = demoHistory();

/** Promotions, campaign codes and the referral link of a billing account, live against the story's mock API. */
const meta = {
  title: "Billing/Promotions",
  component: HistoryStoryFrame,
  ...mockApiStory(`/promotions/${ids.side}`, { configName: "default" }),
} satisfies Meta<typeof HistoryStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first-account credit waiting for its top-up. */
export const PendingPromotion: Story = {};

/** The referral link, with what each side earns. */
export const ReferralLink: Story = { parameters: { route: `/promotions/${ids.personal}` } };

/** Referrals off (the metal configuration): campaign codes only. */
export const WithoutReferrals: Story = { args: { configName: "metal" }, parameters: { route: `/promotions/${ids.personal}` } };

/** 'Invalid campaign.', with the code kept. */
export const InvalidCampaign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: "Campaign code" }), "NOPE");
    await userEvent.click(canvas.getByRole("button", { name: "Activate" }));
    await expect(await canvas.findByText("Invalid campaign.")).toBeInTheDocument();
  },
};

/** A valid code adds a sign-up campaign. */
export const CampaignActivated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: "Campaign code" }), "WELCOME10");
    await userEvent.click(canvas.getByRole("button", { name: "Activate" }));
    await expect(await canvas.findByText("Sign-up campaign")).toBeInTheDocument();
  },
};
