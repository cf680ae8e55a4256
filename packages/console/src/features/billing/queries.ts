import { useSuspenseQuery } from "@tanstack/react-query";
import type { BillingAccount } from "@cloudconsole/sdk";
import { billingQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useT } from "../../i18n";
import { billingMessages, type BillingT } from "./messages";

/**
 * Query options of billing accounts: the SDK's generated ones (keys from `billingKeys`). Every signed-in screen loads
 * this module, so it holds only what the other features read; the account page's reads and the accounts' changes
 * live with the screens that use them (accounts/accountQueries.ts, mutations.ts).
 */
export const billingAccountQueries = {
  list: billingQueries.billingAccounts,
};

/** The user's billing accounts (every feature's forms choose from these). */
export function useBillingAccounts(): BillingAccount[] {
  return useSuspenseQuery(billingAccountQueries.list(useApiClient())).data;
}

/**
 * A billing account's name by id: its title, or 'Billing account {id}' when it is not one of `accounts` (in the
 * customer's language when given billing's translate function `t`).
 */
export function billingAccountName(accounts: readonly BillingAccount[], id: number, t?: BillingT): string {
  return accounts.find((account) => account.id === id)?.title ?? (t ? t("account.unnamed", { id }) : `Billing account ${id}`);
}

/** A function naming a billing account by id: its title, or 'Billing account {id}' when it is not the user's. */
export function useBillingAccountName(): (id: number) => string {
  const accounts = useBillingAccounts();
  const t = useT(billingMessages);
  return (id) => billingAccountName(accounts, id, t);
}
