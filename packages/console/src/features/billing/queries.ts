import { useSuspenseQueries, useSuspenseQuery } from "@tanstack/react-query";
import type { BillingAccount, BillingAccountCard } from "@cloudconsole/sdk";
import { billingKeys, billingMutations, billingQueries } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { useT } from "../../i18n";
import { billingMessages, type BillingT } from "./messages";

/** Query options of billing accounts: the SDK's generated ones (keys from `billingKeys`). */
export const billingAccountQueries = {
  list: billingQueries.billingAccounts,
  cards: billingQueries.cards,
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
  const t = useT(billingMessages);
  return useApiMutation({
    mutation: billingMutations.createBillingAccount,
    variables: (body: AccountBody) => ({ body }),
    failure: t("failure.create"),
    success: (account) => t("toast.created", { title: account.title }),
    view: (account) => `/billing/account/${account.id}`,
  });
}

export function useUpdateAccount(id: number) {
  const t = useT(billingMessages);
  return useApiMutation({
    mutation: billingMutations.updateBillingAccount,
    variables: (body: AccountBody) => ({ query: { billing_account_id: id }, body }),
    failure: t("failure.update"),
    success: t("toast.saved"),
  });
}

export function useDeleteAccount(id: number) {
  const t = useT(billingMessages);
  return useApiMutation({
    mutation: billingMutations.deleteBillingAccount,
    variables: () => ({ query: { billing_account_id: id } }),
    failure: t("failure.delete"),
    success: t("toast.deleted"),
    refreshInBackground: true,
  });
}

export function useSetDefaultAccount(id: number) {
  const t = useT(billingMessages);
  return useApiMutation({
    mutation: billingMutations.setDefaultBillingAccount,
    variables: () => ({ body: { billing_account_id: id } }),
    failure: t("failure.setDefault"),
    success: t("toast.defaultChanged"),
  });
}

/** Automated top-up: on with threshold and amount, or off. */
export function useRecurringPayment(id: number) {
  const t = useT(billingMessages);
  return useApiMutation({
    mutation: billingMutations.updateRecurringPayment,
    variables: (body: { is_recurring_payment_enabled: boolean; recurring_payment_threshold?: number; recurring_payment_amount?: number }) => ({ id, body }),
    failure: t("failure.recurring"),
    success: (result) => (result.payment_report.triggered ? t("toast.recurringTopped") : t("toast.recurringSaved")),
  });
}

/** The low-balance email: its threshold and whether it is sent. */
export function useLowBalanceNotice(id: number) {
  const t = useT(billingMessages);
  return useApiMutation({
    mutation: billingMutations.updateLowBalanceNoticeSettings,
    variables: (settings: { threshold: number; is_enabled: boolean }) => ({ body: { billing_account_id: id, ...settings } }),
    failure: t("failure.lowBalance"),
    success: t("toast.lowBalanceSaved"),
    // The SDK names nothing stale here, yet the account carries these settings.
    onSuccess: (_result, _input, queryClient) => queryClient.invalidateQueries({ queryKey: billingKeys.billingAccounts() }),
  });
}
