import { billingKeys, billingMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../api/useApiMutation";
import { useT } from "../../i18n";
import { billingMessages } from "./messages";

// A billing account's changes: only billing's own screens make them, so they stay out of queries.ts, which every
// signed-in screen loads.

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
