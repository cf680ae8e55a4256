import type { BillingAccount } from "@cloudconsole/sdk";
import type { BadgeTone } from "@cloudconsole/ui";

type Status = NonNullable<BillingAccount["status"]>;
type Level = BillingAccount["restriction_level"];

/** What one state means to the account's owner: a short label, what they can do, and how to fix it. */
export interface StateExplanation {
  label: string;
  tone: BadgeTone;
  meaning: string;
  fix?: string;
}

export const STATUS_EXPLANATION: Record<Status, StateExplanation> = {
  ACTIVE: { label: "Active", tone: "success", meaning: "The account is in use: resources charged to it run and you can create new ones." },
  SUSPENDED: {
    label: "Suspended",
    tone: "error",
    meaning: "The account is suspended: its resources are stopped and nothing new can be charged to it.",
    fix: "Pay what is owed or contact support to have it lifted.",
  },
  PENDING_VALIDATION: {
    label: "Pending validation",
    tone: "warning",
    meaning: "The account's details are being checked. Until then you cannot create resources with it.",
    fix: "Make sure its details are complete; support will confirm it soon.",
  },
};

export const RESTRICTION_EXPLANATION: Record<Level, StateExplanation> = {
  CLEAR: { label: "No restrictions", tone: "success", meaning: "You can create and run any resource." },
  LIMITED: {
    label: "Limited",
    tone: "warning",
    meaning: "Only the smallest machines can be created; what already runs keeps running.",
    fix: "Top up the account to lift the limit.",
  },
  FROZEN: {
    label: "Frozen",
    tone: "error",
    meaning: "Nothing new can be created and running resources may be stopped.",
    fix: "Top up to pay off the debt; the account is unfrozen when the balance is positive again.",
  },
  TERMINATED: {
    label: "Terminated",
    tone: "error",
    meaning: "The account is closed: its resources are removed and it cannot be used again.",
    fix: "Create a new billing account, or contact support if this is a mistake.",
  },
};

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
