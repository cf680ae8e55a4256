// Who may touch what. Every record belongs to a user, directly or through its billing account. A caller acts as the
// signed-in user, and a restricted API token only within its billing account. Touching anything else is answered as
// the platform answers a restricted token that reaches outside its account: 403 `consumer::resource_forbidden`.
import type { StoredBillingAccount } from "../store/entities.js";
import type { MockState } from "../store/state.js";
import type { MockStore } from "../store/store.js";
import { apiError, identify, keyedError, type Caller, type ErrorAnswer } from "./http.js";
import { billingAccountOwner, type Owner } from "./owners.js";

/** The caller of an authenticated request (the auth handler has already refused the others). */
export function callerOf(store: MockStore, request: Request): Caller {
  return identify(store, request);
}

/** The billing account a caller is limited to, or null for full access. */
export function restrictedTo(caller: Caller): number | null {
  return caller.kind === "token" ? caller.restrictedTo : null;
}

/** Whether a caller's token restriction lets it use resources of this billing account. */
export function canUse(caller: Caller, billingAccountId: number): boolean {
  const only = restrictedTo(caller);
  return only === null || only === billingAccountId;
}


/** The user a billing account belongs to (undefined when there is no such account). */
export function accountOwner(state: MockState, billingAccountId: number): number | undefined {
  return state.billingAccounts.find((a) => a.id === billingAccountId)?.user_id;
}

/** The owner of a record that belongs to whoever owns its billing account (cards, invoices, credit, buckets). */
export function chargedTo(state: MockState, billingAccountId: number): Owner {
  return { userId: accountOwner(state, billingAccountId), billingAccountId };
}

/** Whether the caller may see or change a record of this owner: it is the signed-in user's, within the token's account. */
export function mayTouch(store: MockStore, caller: Caller, owner: Owner): boolean {
  return owner.userId === store.state.user.id && (owner.billingAccountId === null || canUse(caller, owner.billingAccountId));
}

/** The records of a list the caller may see. */
export function visibleTo<T>(store: MockStore, caller: Caller, items: T[], ownerOf: (item: T) => Owner): T[] {
  return items.filter((item) => mayTouch(store, caller, ownerOf(item)));
}

/** The platform's answer when a caller reaches for a record that is not theirs to touch. */
export function forbidden(store: MockStore): ErrorAnswer {
  return keyedError(store, 403, "consumer", "resource_forbidden", "Consumer not allowed to access resource.");
}

/**
 * The record a request names, when the caller may touch it. Otherwise the answer: `missing()` when there is no such
 * record, `forbidden` when it is someone else's.
 */
export function owned<T>(store: MockStore, caller: Caller, record: T | undefined, ownerOf: (record: T) => Owner, missing: () => ErrorAnswer): T | ErrorAnswer {
  if (record === undefined) return missing();
  return mayTouch(store, caller, ownerOf(record)) ? record : forbidden(store);
}

/**
 * For a parameter that names a record only to narrow or point at it (a list filter, a target): `forbidden` when it
 * names someone else's record, undefined when it names the caller's own or nothing that exists.
 */
export function refuseForeign<T>(store: MockStore, caller: Caller, record: T | undefined, ownerOf: (record: T) => Owner): ErrorAnswer | undefined {
  return record !== undefined && !mayTouch(store, caller, ownerOf(record)) ? forbidden(store) : undefined;
}

/** `refuseForeign` for a billing account id (a token's restriction counts even for an account that does not exist). */
export function refuseForeignAccount(store: MockStore, caller: Caller, billingAccountId: number | undefined): ErrorAnswer | undefined {
  if (billingAccountId === undefined || Number.isNaN(billingAccountId)) return undefined;
  if (!canUse(caller, billingAccountId)) return forbidden(store);
  const account = store.state.billingAccounts.find((a) => a.id === billingAccountId);
  return refuseForeign(store, caller, account, billingAccountOwner);
}

/**
 * Resolve the billing account a call acts on: the given id, or the token's own account when the token is restricted
 * and none is given. Returns the platform's error when it is missing, deleted or not the caller's.
 */
export function resolveAccount(store: MockStore, caller: Caller, id: number | undefined): StoredBillingAccount | ErrorAnswer {
  const only = restrictedTo(caller);
  const wanted = id ?? only ?? undefined;
  if (wanted === undefined || Number.isNaN(wanted)) return apiError(store, 400, "billing_account_id is required.");
  if (!canUse(caller, wanted)) return forbidden(store);
  const account = store.state.billingAccounts.find((a) => a.id === wanted && !a.is_deleted);
  return owned(store, caller, account, billingAccountOwner, () => apiError(store, 400, "Provided billing account is incorrect."));
}

/**
 * The billing account a create is charged to: as `resolveAccount`, except that a call naming none with a token of full
 * access bills the user's default account, as the platform bills a VM or disk created without `billing_account_id`.
 */
export function resolveAccountOrDefault(store: MockStore, caller: Caller, id: number | undefined): StoredBillingAccount | ErrorAnswer {
  if (id !== undefined || restrictedTo(caller) !== null) return resolveAccount(store, caller, id);
  const fallback = store.state.billingAccounts.find((a) => a.is_default && !a.is_deleted && a.user_id === store.state.user.id);
  return resolveAccount(store, caller, fallback?.id);
}

/** A FROZEN or TERMINATED billing account may not create anything: the refusal, or undefined when it may. */
export function restrictionRefusal(store: MockStore, account: StoredBillingAccount): ErrorAnswer | undefined {
  if (account.restriction_level !== "FROZEN" && account.restriction_level !== "TERMINATED") return undefined;
  return apiError(store, 403, `Billing account ${account.id} is ${account.restriction_level.toLowerCase()}; top up or contact support.`);
}

/** A LIMITED billing account's VMs may have at most the configured vCPU and RAM: the refusal, or undefined. */
export function limitedSizeRefusal(store: MockStore, account: StoredBillingAccount | undefined, vcpu: number, ramMb: number): ErrorAnswer | undefined {
  const limits = store.state.ui.limitedBillingAccountConfig;
  if (account?.restriction_level !== "LIMITED" || !limits) return undefined;
  if (vcpu <= (limits.vcpu ?? vcpu) && ramMb <= (limits.ram_mb ?? ramMb)) return undefined;
  return apiError(store, 403, `A limited billing account may create VMs of at most ${limits.vcpu} vCPU and ${limits.ram_mb} MB RAM. Top up to lift the limit.`);
}
