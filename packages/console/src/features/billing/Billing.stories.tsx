import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory, storyMockApi } from "../../testing/MockApiStoryFrame";
import { storeReferralCode } from "../../session/sessionStore";
import { BillingStoryFrame, demoAccountId, withAccount } from "./storyFrame";

const state = storyMockApi().store.state;
const personal = demoAccountId(state, "Personal");
const old = demoAccountId(state, "Old project");

/** Billing accounts, paying and cards, live against the story's mock API. */
const meta = {
  title: "Billing/Billing",
  component: BillingStoryFrame,
  ...mockApiStory("/billing", { configName: "default" }),
} satisfies Meta<typeof BillingStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const NoAccount: Story = { args: { preset: "empty" } };
export const ListMetal: Story = { args: { configName: "metal" } };
/** On a phone: each account a card, its credit beside the title and a restriction's explanation folded behind its state. */
export const ListPhone: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Suspended: Story = { args: { prepare: withAccount("Old project", (account) => void (account.status = "SUSPENDED")) } };
export const PendingValidation: Story = { args: { prepare: withAccount("Old project", (account) => void (account.status = "PENDING_VALIDATION")) } };
export const Frozen: Story = { args: { prepare: withAccount("Old project", (account) => void (account.restriction_level = "FROZEN")) } };
export const Terminated: Story = { args: { prepare: withAccount("Old project", (account) => void (account.restriction_level = "TERMINATED")) } };
export const InDebt: Story = { args: { prepare: withAccount("Old project", (account) => void (account.credit_amount = -42)) }, parameters: { route: `/billing/account/${old}` } };

export const Create: Story = { parameters: { route: "/billing/create" } };
export const CreateFirstAccount: Story = { args: { preset: "empty" }, parameters: { route: "/billing/create" } };
export const CreateMetal: Story = { args: { configName: "metal" }, parameters: { route: "/billing/create" } };
export const CreateValidation: Story = {
  parameters: { route: "/billing/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Country/ }), "E1");
    await userEvent.click(canvas.getByRole("button", { name: "Create billing account" }));
    await expect((await canvas.findAllByText("This field is required")).length).toBe(2);
  },
};
export const Edit: Story = { parameters: { route: `/billing/account/${personal}/edit` } };

export const Account: Story = { parameters: { route: `/billing/account/${personal}` } };
/** The company account's own details (company, tax number, address, contact, what it owes), in the Details tab. */
export const AccountDetails: Story = { parameters: { route: `/billing/account/${demoAccountId(state, "Acme OÜ")}?tab=details` } };
/** A referred customer's first account: the referral code they came with, and the credit it earns. */
export const CreateReferred: Story = { args: { preset: "empty", prepare: () => storeReferralCode("FRIEND42") }, parameters: { route: "/billing/create" } };
export const TopUpFee: Story = {
  parameters: { route: `/billing/account/${personal}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole("spinbutton", { name: /^Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, "50");
    await expect(await canvas.findByText("You pay")).toBeInTheDocument();
  },
};
export const TopUpByLink: Story = {
  args: { prepare: withAccount("Personal", (account) => void (account.country = "TH")) },
  parameters: { route: `/billing/account/${personal}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: "E-wallet and local payment" }));
  },
};
export const PaymentChannelNotAvailable: Story = {
  args: { prepare: ({ state: s }) => void (s.ui.paymentProcessors = (s.ui.paymentProcessors ?? []).map((p) => ({ ...p, keyword: `${p.keyword}_gone` }))) },
  parameters: { route: `/billing/account/${personal}` },
};
export const InvoiceProcessor: Story = {
  args: { prepare: ({ state: s }) => void (s.ui.paymentProcessors = [{ type: "invoice", name: "Invoice", keyword: "invoice" }]) },
  parameters: { route: `/billing/account/${old}` },
};
export const PayPalUnavailable: Story = {
  args: { prepare: ({ state: s }) => void (s.ui.paymentProcessors = [{ type: "creditcard", name: "PayPal", keyword: "paypal_vault", public_key: "story-client" }]) },
  parameters: { route: `/billing/account/${personal}` },
};
export const Cards: Story = {
  args: {
    prepare: ({ state: s }) => {
      const second = s.cards.find((card) => card.billing_account_id === personal && !card.is_primary);
      if (second) Object.assign(second, { is_verified: false, is_verification_pending: true });
    },
  },
  parameters: { route: `/billing/account/${personal}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Cards" }));
    await expect(await canvas.findByText("Pending verification")).toBeInTheDocument();
  },
};
