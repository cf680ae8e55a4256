import { usePrefetchQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { BillingAccountCard } from "@cloudconsole/sdk";
import { billingQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../../api/ApiClientContext";
import { cardLabel } from "../payments/processors";

import type { HistoryT } from "./messages";

/** Asks for the account's payment objects while the page's own data loads, so naming them costs no second round trip. */
export function usePrefetchPaymentObjects(accountId: number) {
  usePrefetchQuery(billingQueries.cards(useApiClient(), { billing_account_id: accountId }));
}

/**
 * How a transaction's payment object reads: the card ('Visa •••• 4242', 'By invoice' in the provider's word `invoice`),
 * account credit when it names none, or its id when the account no longer lists it.
 */
export function paymentObjectName(t: HistoryT, cards: readonly BillingAccountCard[], id: number | null | undefined, invoice?: string): string {
  if (id === null || id === undefined) return t("paidFromCredit");
  const card = cards.find((candidate) => candidate.id === id);
  return card ? cardLabel(card, invoice) : t("paymentObject", { id });
}

/** The account's payment objects, to name transactions by. */
export function usePaymentObjects(accountId: number): BillingAccountCard[] {
  return useSuspenseQuery(billingQueries.cards(useApiClient(), { billing_account_id: accountId })).data;
}
