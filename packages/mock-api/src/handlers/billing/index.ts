import type { DomainHandlers } from "../http.js";
import { billingAccountHandlers } from "./accounts.js";
import { cardHandlers } from "./cards.js";
import { invoiceHandlers } from "./invoices.js";
import { invoicePaymentHandlers } from "./invoicePayments.js";
import { paymentHandlers } from "./payments.js";
import { billingResourceHandlers } from "./resources.js";

export { EDITABLE_BILLING_FIELDS, MOCK_CAMPAIGNS } from "./accounts.js";

/** Billing accounts, usage, invoices and paying them, cards, credit and top-ups, billed resources and the pricing policy. */
export const billingHandlers: DomainHandlers = (store, routes) => [
  ...billingAccountHandlers(store, routes),
  ...invoiceHandlers(store, routes),
  ...invoicePaymentHandlers(store, routes),
  ...cardHandlers(store, routes),
  ...paymentHandlers(store, routes),
  ...billingResourceHandlers(store, routes),
];
