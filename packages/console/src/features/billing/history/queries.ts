import { useState } from "react";
import { useSuspenseQueries } from "@tanstack/react-query";
import type { CreditEntry, Invoice, User } from "@cloudconsole/sdk";
import { billingKeys, billingMutations, billingQueries, userQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { useT } from "../../../i18n";
import { CURRENT_INVOICE_ID } from "./constants";
import { saveFile } from "./csv";
import { historyMessages } from "./messages";
import { runningInvoiceOf } from "./runningInvoice";

/**
 * An account's invoices, newest first, the running one of the month in progress at the top once the month has usage:
 * the platform lists final invoices only, so the running one is made from the account's running totals and the
 * month's usage, loaded together.
 */
export function useInvoices(accountId: number): Invoice[] {
  const client = useApiClient();
  const [now] = useState(() => Date.now());
  const query = { billing_account_id: accountId };
  return useSuspenseQueries({
    queries: [billingQueries.invoices(client, query), billingQueries.billingAccount(client, query), billingQueries.usage(client, query)],
    combine: ([invoices, account, usage]) => [...(usage.data.length > 0 ? [runningInvoiceOf(account.data, usage.data, now)] : []), ...invoices.data],
  });
}

/** One invoice of an account (`current` for the month in progress), read from the account's invoices (undefined when it is not there). */
export function useInvoice(accountId: number, invoiceId: string): Invoice | undefined {
  return useInvoices(accountId).find((invoice) => String(invoice.id) === invoiceId);
}

/** Whether an invoice is the running one of the month in progress (it has no PDF and cannot be paid yet). */
export function isCurrentInvoice(invoice: Pick<Invoice, "id">): boolean {
  return invoice.id === CURRENT_INVOICE_ID;
}

/** An account's credit history with the signed-in user (to say which entries they made), loaded together. */
export function useCreditHistory(accountId: number): { entries: CreditEntry[]; user: User } {
  const client = useApiClient();
  return useSuspenseQueries({
    queries: [billingQueries.credit(client, { billing_account_id: accountId }), userQueries.user(client)],
    combine: ([credit, user]) => ({ entries: credit.data, user: user.data }),
  });
}

/** POST pay_invoice: pays an unpaid invoice; the invoices and the account refresh. `invoice` is the provider's word. */
export function usePayInvoice(invoice: string) {
  const t = useT(historyMessages);
  return useApiMutation({
    mutation: billingMutations.payInvoice,
    variables: (invoiceId: number) => ({ query: { invoice_id: invoiceId } }),
    failure: t("failure.pay", { invoice: invoice.toLowerCase() }),
    success: t("toast.paid", { Invoice: invoice }),
  });
}

/** GET invoice/pdf and save it as `{fileName}.pdf` ("invoice-000000123.pdf"); nothing goes stale. `invoice` is the provider's word. */
export function useDownloadInvoicePdf(invoice: string) {
  const t = useT(historyMessages);
  return useApiMutation({
    mutation: (client) => ({
      mutationKey: [...billingKeys.all, "invoicePdf"] as const,
      mutationFn: (invoice: { id: number; fileName: string }) => client.GET("/payment/invoice/pdf", { params: { query: { invoice_id: invoice.id } } }),
      invalidates: () => [],
    }),
    variables: (invoice: { id: number; fileName: string }) => invoice,
    onSuccess: (pdf, invoice) => saveFile(pdf, `${invoice.fileName}.pdf`),
    failure: t("failure.pdf", { invoice: invoice.toLowerCase() }),
  });
}
