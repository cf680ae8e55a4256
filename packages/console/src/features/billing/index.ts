import { defineFeature } from "../../app/feature";
import { placeholderRoute } from "../../screens/placeholders";
import { historyRoutes } from "./history";

export { BillingAccountSelect, type BillingAccountSelectProps } from "./BillingAccountSelect";
export { billingAccountName, billingAccountQueries, useBillingAccountName, useBillingAccounts } from "./queries";

/** Billing: accounts, paying, cards, invoices and usage. Its screens are not built yet. */
export const billingFeature = defineFeature({
  id: "billing",
  category: "billing",
  resourceTypes: {
    billing_account: { label: "Billing account", category: "billing", createPath: "/billing/create" },
  },
  routes: [
    ...historyRoutes,
    placeholderRoute("billing", "Billing"),
    placeholderRoute("billing/create", "Create a billing account"),
    placeholderRoute("billing/account/:id", "Billing account"),
    placeholderRoute("billing/account/:id/edit", "Edit billing account"),
  ],
});
