import { useSuspenseQueries, useSuspenseQuery } from "@tanstack/react-query";
import type { CreditEntry, Invoice, User } from "@cloudconsole/sdk";
import { billingKeys, billingMutations, billingQueries, userQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../../api/ApiClientContext";
import { useApiMutation } from "../../../api/useApiMutation";
import { CURRENT_INVOICE_ID, HISTORY_FAILURE } from "./constants";
import { saveFile } from "./csv";

/** An account's invoices, newest first, the running one of the month in progress at the top. */
export function useInvoices(accountId: number): Invoice[] {
  return useSuspenseQuery(billingQueries.invoices(useApiClient(), { billing_account_id: accountId })).data;
}

/** One invoice of an account, read from the account's invoice list (undefined when it is not there). */
export function useInvoice(accountId: number, invoiceId: string): Invoice | undefined {
  return useSuspenseQuery({
    ...billingQueries.invoices(useApiClient(), { billing_account_id: accountId }),
    select: (invoices) => invoices.find((invoice) => String(invoice.id) === invoiceId),
  }).data;
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
export function usePayInvoice(invoice = "Invoice") {
  return useApiMutation({
    mutation: billingMutations.payInvoice,
    variables: (invoiceId: number) => ({ query: { invoice_id: invoiceId } }),
    failure: HISTORY_FAILURE.pay,
    success: `${invoice} paid`,
  });
}

/** GET invoice/pdf and save it as `{fileName}.pdf` ("invoice-000000123.pdf"); nothing goes stale. */
export function useDownloadInvoicePdf() {
  return useApiMutation({
    mutation: (client) => ({
      mutationKey: [...billingKeys.all, "invoicePdf"] as const,
      mutationFn: (invoice: { id: number; fileName: string }) => client.GET("/payment/invoice/pdf", { params: { query: { invoice_id: invoice.id } } }),
      invalidates: () => [],
    }),
    variables: (invoice: { id: number; fileName: string }) => invoice,
    onSuccess: (pdf, invoice) => saveFile(pdf, `${invoice.fileName}.pdf`),
    failure: HISTORY_FAILURE.pdf,
  });
}
