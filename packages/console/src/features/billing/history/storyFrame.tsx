import { Route } from "react-router";
import type { MockStore } from "@cloudconsole/mock-api";
import { FeatureRoutes } from "../../../testing/FeatureRoutes";
import { MockApiStoryFrame, storyMockApi, type MockApiStoryProps } from "../../../testing/MockApiStoryFrame";
import { AccountPromotions } from "../promotions";
import { AccountCreditHistory } from "./AccountCreditHistory";
import { AccountInvoices } from "./AccountInvoices";
import { AccountUsage } from "./AccountUsage";
import { historyRoutes } from "./routes";
import { AccountSectionRoute } from "./AccountSectionRoute";

/** The money history's routes over a story's mock API, and each section alone at /{section}/{accountId}. */
export function HistoryStoryFrame(backend: MockApiStoryProps) {
  return (
    <MockApiStoryFrame {...backend}>
      <FeatureRoutes routes={historyRoutes}>
        <Route path="invoices/:id" element={<AccountSectionRoute section={AccountInvoices} />} />
        <Route path="credit/:id" element={<AccountSectionRoute section={AccountCreditHistory} />} />
        <Route path="usage/:id" element={<AccountSectionRoute section={AccountUsage} />} />
        <Route path="promotions/:id" element={<AccountSectionRoute section={AccountPromotions} />} />
      </FeatureRoutes>
    </MockApiStoryFrame>
  );
}

/** The demo preset's accounts and invoices, for stories' routes. */
export function demoHistory() {
  const { state } = storyMockApi().store;
  const id = (title: string) => state.billingAccounts.find((account) => account.title === title)?.id ?? 0;
  const company = id("Acme OÜ");
  const invoice = (status: number) => state.invoices.find((i) => i.billing_account_id === company && i.status === status)?.id ?? 0;
  return { company, personal: id("Personal"), side: id("Side project"), dormant: id("Old project"), unpaid: invoice(5), paid: invoice(10) };
}

/** Adds a credit note to the company account: a refund the demo does not have. */
export function withCreditNote(store: MockStore) {
  const paid = store.state.invoices.find((invoice) => invoice.status === 10);
  if (paid) store.state.invoices.push({ ...paid, id: 990001, padded_id: "000990001", name: "Credit note", type: "credit_note", totals: { ...paid.totals, total: -12.5 } });
}
