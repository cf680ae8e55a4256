// Money history of a billing account: invoices (with records, transactions, PDF and paying an unpaid one), the
// credit history and usage by resource. The account page renders these sections; `historyRoutes` are billing routes
// of their own (the billing feature's route list includes them): an invoice's page and the account's whole history.
export { AccountCreditHistory } from "./AccountCreditHistory";
export { AccountInvoices, invoicePath } from "./AccountInvoices";
export { AccountUsage } from "./AccountUsage";
export { historyRoutes, historyScreens } from "./routes";
export type { AccountSectionProps } from "./types";
export { useBillingLabels, type BillingLabels } from "./labels";
