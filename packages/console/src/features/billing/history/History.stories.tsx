import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../../testing/MockApiStoryFrame";
import { demoHistory, HistoryStoryFrame, withCreditNote } from "./storyFrame";

const ids = demoHistory();

/** A billing account's money history, live against the story's mock API. */
const meta = {
  title: "Billing/History",
  component: HistoryStoryFrame,
  ...mockApiStory(`/invoices/${ids.company}`, { configName: "default" }),
} satisfies Meta<typeof HistoryStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The running month, an unpaid and a paid invoice. */
export const Invoices: Story = { parameters: { route: `/invoices/${ids.company}` } };
/** Only paid invoices. */
export const InvoicesPaid: Story = { parameters: { route: `/invoices/${ids.personal}` } };
/** A credit note among the invoices. */
export const InvoicesWithCreditNote: Story = { args: { prepare: withCreditNote }, parameters: { route: `/invoices/${ids.company}` } };
/** The metal provider's words: orders and GST. */
export const Orders: Story = { parameters: { route: `/invoices/${ids.company}` }, globals: { provider: "metal" } };
/** The invoices could not be loaded: the error and a retry. */
export const InvoicesFailed: Story = { args: { unreachable: /invoice\/list/ }, parameters: { route: `/invoices/${ids.company}` } };

/** Paying asks first. */
export const PayConfirmation: Story = {
  parameters: { route: `/invoices/${ids.company}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /^Pay invoice/ }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toBeInTheDocument();
  },
};

export const UnpaidInvoice: Story = { parameters: { route: `/billing/account/${ids.company}/invoice/${ids.unpaid}` } };
export const PaidInvoice: Story = { parameters: { route: `/billing/account/${ids.company}/invoice/${ids.paid}` } };
export const CurrentInvoice: Story = { parameters: { route: `/billing/account/${ids.company}/invoice/current` } };
export const CreditNote: Story = { args: { prepare: withCreditNote }, parameters: { route: `/billing/account/${ids.company}/invoice/990001` } };
export const InvoiceNotFound: Story = { parameters: { route: `/billing/account/${ids.company}/invoice/424242` } };

export const CreditHistory: Story = { parameters: { route: `/credit/${ids.personal}` } };
export const CreditHistoryEmpty: Story = { parameters: { route: `/credit/${ids.dormant}` } };

export const Usage: Story = { parameters: { route: `/usage/${ids.company}` } };
export const UsageEmpty: Story = { parameters: { route: `/usage/${ids.dormant}` } };
export const UsagePhone: Story = { parameters: { route: `/usage/${ids.company}` }, globals: { viewport: { value: "mobile1", isRotated: false } } };
