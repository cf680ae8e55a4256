import { useSuspenseQueries, useSuspenseQuery } from "@tanstack/react-query";
import type { BillingAccount, BillingAccountCard } from "@cloudconsole/sdk";
import { billingKeys, billingMutations, billingQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { BILLING_FAILURE } from "./constants";

/** Query options of billing accounts: the SDK's generated ones (keys from `billingKeys`). */
export const billingAccountQueries = {
  list: billingQueries.billingAccounts,
  cards: billingQueries.cards,
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

/** One account of the list (read once, picked with `select`) and its payment objects, loaded together. */
export function useAccountWithCards(id: number): { account: BillingAccount | undefined; cards: BillingAccountCard[] } {
  const client = useApiClient();
  return useSuspenseQueries({
    queries: [
      { ...billingAccountQueries.list(client), select: (accounts: BillingAccount[]) => accounts.find((account) => account.id === id) },
      billingAccountQueries.cards(client, { billing_account_id: id }),
    ],
    combine: ([account, cards]) => ({ account: account.data, cards: cards.data.filter((card) => !card.is_deleted) }),
  });
}

/** What the account form sends: every editable field as typed, plus the create type. */
export type AccountBody = Record<string, string>;

export function useCreateAccount() {
  return useApiMutation({
    mutation: billingMutations.createBillingAccount,
    variables: (body: AccountBody) => ({ body }),
    failure: BILLING_FAILURE.create,
    success: (account) => `Billing account ${account.title} created`,
    view: (account) => `/billing/account/${account.id}`,
  });
}

export function useUpdateAccount(id: number) {
  return useApiMutation({
    mutation: billingMutations.updateBillingAccount,
    variables: (body: AccountBody) => ({ query: { billing_account_id: id }, body }),
    failure: BILLING_FAILURE.update,
    success: "Billing account saved",
  });
}

export function useDeleteAccount(id: number) {
  return useApiMutation({
    mutation: billingMutations.deleteBillingAccount,
    variables: () => ({ query: { billing_account_id: id } }),
    failure: BILLING_FAILURE.delete,
    success: "Billing account deleted",
    refreshInBackground: true,
  });
}

export function useSetDefaultAccount(id: number) {
  return useApiMutation({
    mutation: billingMutations.setDefaultBillingAccount,
    variables: () => ({ body: { billing_account_id: id } }),
    failure: BILLING_FAILURE.setDefault,
    success: "Default billing account changed",
  });
}

/** Automated top-up: on with threshold and amount, or off. */
export function useRecurringPayment(id: number) {
  return useApiMutation({
    mutation: billingMutations.updateRecurringPayment,
    variables: (body: { is_recurring_payment_enabled: boolean; recurring_payment_threshold?: number; recurring_payment_amount?: number }) => ({ id, body }),
    failure: BILLING_FAILURE.recurring,
    success: (result) => (result.payment_report.triggered ? "Automated top-up saved; your balance was under the threshold, so it topped up now" : "Automated top-up saved"),
  });
}

/** The low-balance email: its threshold and whether it is sent. */
export function useLowBalanceNotice(id: number) {
  return useApiMutation({
    mutation: billingMutations.updateLowBalanceNoticeSettings,
    variables: (settings: { threshold: number; is_enabled: boolean }) => ({ body: { billing_account_id: id, ...settings } }),
    failure: BILLING_FAILURE.lowBalance,
    success: "Low-balance notice saved",
    // The SDK names nothing stale here, yet the account carries these settings.
    onSuccess: (_result, _input, queryClient) => queryClient.invalidateQueries({ queryKey: billingKeys.billingAccounts() }),
  });
}
