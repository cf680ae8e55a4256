// Who may see what: a restricted API token sees only its billing account's resources (spec §6).
import type { BillingAccount } from "../store/entities.js";
import type { MockStore } from "../store/store.js";
import { apiError, identify, keyedError, type Caller } from "./http.js";

/** The caller of an authenticated request (the auth handler has already refused the others). */
export function callerOf(store: MockStore, request: Request): Caller {
  return identify(store, request);
}

/** The billing account a caller is limited to, or null for full access. */
export function restrictedTo(caller: Caller): number | null {
  return caller.kind === "token" ? caller.restrictedTo : null;
}

/** Whether a caller may see or use resources of this billing account. */
export function canUse(caller: Caller, billingAccountId: number): boolean {
  const only = restrictedTo(caller);
  return only === null || only === billingAccountId;
}

/** Keep the records the caller may see. */
export function visible<T>(caller: Caller, items: T[], accountOf: (item: T) => number): T[] {
  const only = restrictedTo(caller);
  return only === null ? items : items.filter((i) => accountOf(i) === only);
}

/** The platform's answer when a restricted token reaches for another account's resource. */
export function forbidden(store: MockStore): Response {
  return keyedError(store, 403, "consumer", "resource_forbidden", "Consumer not allowed to access resource.");
}

/**
 * Resolve the billing account a write should go to: the given id, or the token's own account when the
 * token is restricted and none is given (spec §5). Returns an error response when it is unusable.
 */
export function resolveAccount(store: MockStore, caller: Caller, id: number | undefined): BillingAccount | Response {
  const only = restrictedTo(caller);
  const wanted = id ?? only ?? undefined;
  if (wanted === undefined || Number.isNaN(wanted)) return apiError(store, 400, "billing_account_id is required.");
  if (!canUse(caller, wanted)) return forbidden(store);
  const account = store.state.billingAccounts.find((a) => a.id === wanted && !a.is_deleted);
  if (!account) return apiError(store, 400, "Provided billing account is incorrect.");
  return account;
}

/** A FROZEN or TERMINATED billing account may not create anything: the refusal, or undefined when it may. */
export function restrictionRefusal(store: MockStore, account: BillingAccount): Response | undefined {
  if (account.restriction_level !== "FROZEN" && account.restriction_level !== "TERMINATED") return undefined;
  return apiError(store, 403, `Billing account ${account.id} is ${account.restriction_level.toLowerCase()}; top up or contact support.`);
}

/** A LIMITED billing account's VMs may have at most the configured vCPU and RAM: the refusal, or undefined. */
export function limitedSizeRefusal(store: MockStore, account: BillingAccount | undefined, vcpu: number, ramMb: number): Response | undefined {
  const limits = store.state.ui.limitedBillingAccountConfig;
  if (account?.restriction_level !== "LIMITED" || !limits) return undefined;
  if (vcpu <= (limits.vcpu ?? vcpu) && ramMb <= (limits.ram_mb ?? ramMb)) return undefined;
  return apiError(store, 403, `A limited billing account may create VMs of at most ${limits.vcpu} vCPU and ${limits.ram_mb} MB RAM. Top up to lift the limit.`);
}
