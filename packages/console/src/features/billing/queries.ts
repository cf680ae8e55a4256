import { useSuspenseQuery } from "@tanstack/react-query";
import type { BillingAccount } from "@cloudconsole/sdk";
import { billingQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";

/** Query options of billing accounts: the SDK's generated ones (keys from `billingKeys`). */
export const billingAccountQueries = {
  list: billingQueries.billingAccounts,
};

/** The user's billing accounts (every feature's forms choose from these). */
export function useBillingAccounts(): BillingAccount[] {
  return useSuspenseQuery(billingAccountQueries.list(useApiClient())).data;
}

/** A billing account's name by id: its title, or 'Billing account {id}' when it is not one of `accounts`. */
export function billingAccountName(accounts: readonly BillingAccount[], id: number): string {
  return accounts.find((account) => account.id === id)?.title ?? `Billing account ${id}`;
}

/** A function naming a billing account by id: its title, or 'Billing account {id}' when it is not the user's. */
export function useBillingAccountName(): (id: number) => string {
  const accounts = useBillingAccounts();
  return (id) => billingAccountName(accounts, id);
}
