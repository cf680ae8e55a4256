import type { Invoice } from "@cloudconsole/sdk";

/** Invoice status codes as the API sends them. */
export const INVOICE_STATUS = { IN_PROGRESS: 0, UNPAID: 5, PAID: 10 } as const;

/** The id of the running invoice of the month in progress. */
export const CURRENT_INVOICE_ID = "current";

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

/** Failure titles of the money history's calls (the catalogue names none of them, so they say what failed), in the provider's word for an invoice. */
export const HISTORY_FAILURE = {
  pay: (invoice: string) => `Failed to pay ${invoice.toLowerCase()}`,
  pdf: (invoice: string) => `Failed to download ${invoice.toLowerCase()}`,
} as const;

/** Who made a credit entry that names no one: the platform itself (promotions, automatic top-ups). */
export const SYSTEM_ACTOR = "Automatic";
