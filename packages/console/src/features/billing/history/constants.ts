import type { Invoice } from "@cloudconsole/sdk";

/** Invoice status codes as the API sends them. */
export const INVOICE_STATUS = { IN_PROGRESS: 0, UNPAID: 5, PAID: 10 } as const;

/** The id of the running invoice of the month in progress. */
export const CURRENT_INVOICE_ID = "current";

// The English words below name statuses, types and the platform in the CSV exports and the command palette's index,
// which stay in one language; the screens say them in the customer's language (invoiceText.ts, usageText.ts).

/** An invoice status in words. */
export const INVOICE_STATUS_TEXT: Record<number, string> = {
  [INVOICE_STATUS.IN_PROGRESS]: "In progress",
  [INVOICE_STATUS.UNPAID]: "Unpaid",
  [INVOICE_STATUS.PAID]: "Paid",
};

/** An invoice type in words. */
export const INVOICE_TYPE_TEXT: Record<NonNullable<Invoice["type"]>, string> = {
  cloud_services: "Cloud services",
  credit_topup: "Credit top-up",
  credit_note: "Credit note",
};

