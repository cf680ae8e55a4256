// Money history of a billing account: invoices (with records, transactions, PDF and paying an unpaid one), the
// credit history and usage by resource. The account page renders these sections; `historyRoutes` are billing routes
// of their own (the billing feature's route list includes them).
export { AccountCreditHistory, AccountInvoices, AccountUsage, type AccountSectionProps } from "./sections";
export { historyRoutes } from "./routes";
