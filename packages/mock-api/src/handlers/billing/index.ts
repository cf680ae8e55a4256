import type { DomainHandlers } from "../http.js";
import { billingAccountHandlers } from "./accounts.js";
import { cardHandlers } from "./cards.js";
import { invoiceHandlers } from "./invoices.js";
import { paymentHandlers } from "./payments.js";

export { EDITABLE_BILLING_FIELDS, MOCK_CAMPAIGNS } from "./accounts.js";

/** Billing accounts, usage, invoices, cards, credit and top-ups. */
export const billingHandlers: DomainHandlers = (store, routes) => [
  ...billingAccountHandlers(store, routes),
  ...invoiceHandlers(store, routes),
  ...cardHandlers(store, routes),
  ...paymentHandlers(store, routes),
];
