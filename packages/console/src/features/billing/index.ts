import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";
import { historyRoutes } from "./history";
import { billingRoutes, billingScreens } from "./routes";

export { PaymentResult } from "./routes";

export { BillingAccountRequired, BillingAccountSelect, type BillingAccountSelectProps } from "./BillingAccountSelect";
export { billingAccountName, billingAccountQueries, useBillingAccountName, useBillingAccounts } from "./queries";
export { billingLabels, type BillingLabels } from "./history/labels";

/** Billing: accounts, paying, cards, invoices and usage. */
export const billingFeature = defineFeature({
  id: "billing",
  category: "billing",
  resourceTypes: {
    billing_account: { category: "billing", createPath: "/billing/create" },
  },
  routes: [...historyRoutes, ...billingRoutes],
  sidebar: lazyScreen(() => import("./BillingSidebar").then((module) => module.BillingSidebar)),
  preload: billingScreens,
});
