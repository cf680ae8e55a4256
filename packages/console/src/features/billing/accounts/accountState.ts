import type { BillingAccount } from "@cloudconsole/sdk";
import type { BadgeTone } from "@cloudconsole/ui";
import type { AccountsT } from "./messageIds";

type Status = NonNullable<BillingAccount["status"]>;
type Level = BillingAccount["restriction_level"];

/** What one state means to the account's owner: a short label, what they can do, and how to fix it. */
export interface StateExplanation {
  label: string;
  tone: BadgeTone;
  meaning: string;
  fix?: string;
}

/** What an account's status means, in the customer's language. */
export function statusExplanation(t: AccountsT, status: Status): StateExplanation {
  switch (status) {
    case "ACTIVE":
      return { label: t("status.active"), tone: "success", meaning: t("status.activeMeaning") };
    case "SUSPENDED":
      return { label: t("status.suspended"), tone: "error", meaning: t("status.suspendedMeaning"), fix: t("status.suspendedFix") };
    case "PENDING_VALIDATION":
      return { label: t("status.pending"), tone: "warning", meaning: t("status.pendingMeaning"), fix: t("status.pendingFix") };
  }
}

/** What an account's restriction level means, in the customer's language. */
export function restrictionExplanation(t: AccountsT, level: Level): StateExplanation {
  switch (level) {
    case "CLEAR":
      return { label: t("restriction.clear"), tone: "success", meaning: t("restriction.clearMeaning") };
    case "LIMITED":
      return { label: t("restriction.limited"), tone: "warning", meaning: t("restriction.limitedMeaning"), fix: t("restriction.limitedFix") };
    case "FROZEN":
      return { label: t("restriction.frozen"), tone: "error", meaning: t("restriction.frozenMeaning"), fix: t("restriction.frozenFix") };
    case "TERMINATED":
      return { label: t("restriction.terminated"), tone: "error", meaning: t("restriction.terminatedMeaning"), fix: t("restriction.terminatedFix") };
  }
}

/** The account's status, ACTIVE when the API leaves it out. */
export function statusOf(account: Pick<BillingAccount, "status">): Status {
  return account.status ?? "ACTIVE";
}

/** The credit left to spend: what is paid in, less this month's running usage. */
export function availableCredit(account: BillingAccount): number {
  return account.running_totals?.credit_available ?? account.credit_amount ?? 0;
}

/** This month's charges so far, tax included: what runs up until the month's invoice. */
export function runningUp(account: BillingAccount): number {
  return account.running_totals?.total ?? account.precalc_ongoing ?? 0;
}

/** Whole days the account has been below zero (0 when it is not in debt). */
export function daysInDebt(account: BillingAccount, now: number = Date.now()): number {
  if (account.precalc_days_in_debt) return account.precalc_days_in_debt;
  const since = account.running_totals?.ongoing_negative_since;
  if (since === null || since === undefined || since === "") return 0;
  const start = typeof since === "number" ? since * 1000 : Date.parse(since);
  return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / 86_400_000));
}

/** Rows of the list styled as suspended or deleted. */
export function accountRowTone(account: BillingAccount): "suspended" | "deleted" | undefined {
  if (account.is_deleted) return "deleted";
  if (statusOf(account) === "SUSPENDED" || account.restriction_level === "FROZEN" || account.restriction_level === "TERMINATED") return "suspended";
  return undefined;
}

/** Whether the account can take top-ups and changes (not deleted, not terminated). */
export function isUsable(account: BillingAccount): boolean {
  return !account.is_deleted && account.restriction_level !== "TERMINATED";
}
