// Whose each kind of record is: its user, and the billing account it is charged to. `access.ts` decides from this what
// a caller may touch; it imports nothing of access.ts, so they depend one way.
import type {
  StoredBillingAccount,
  StoredBlockDisk,
  StoredDelegation,
  StoredFirewall,
  StoredInvitation,
  StoredIp,
  StoredLoadBalancer,
  StoredMetalLease,
  StoredNetwork,
  StoredService,
  StoredSshKey,
  StoredStorageKey,
  StoredToken,
  StoredVm,
} from "../store/entities.js";

/** Whose a record is: its user, and the billing account it is charged to (null when it is charged to none). */
export interface Owner {
  userId: number | undefined;
  billingAccountId: number | null;
}

/** A VM (and its disks, snapshots, interfaces) is its user's, within the account it is charged to. */
export const vmOwner = (vm: StoredVm): Owner => ({ userId: vm.user_id, billingAccountId: vm.billing_account });

/** A private network is its user's, whatever account its resources are charged to. */
export const networkOwner = (network: StoredNetwork): Owner => ({ userId: network.user_id, billingAccountId: null });

/** A floating IP is its user's, within the account it is charged to. */
export const ipOwner = (ip: StoredIp): Owner => ({ userId: ip.user_id, billingAccountId: ip.billing_account_id });

/** A load balancer is its user's, within the account it is charged to. */
export const loadBalancerOwner = (lb: StoredLoadBalancer): Owner => ({ userId: lb.user_id, billingAccountId: lb.billing_account_id });

/** A firewall is its user's, within the account it belongs to. */
export const firewallOwner = (firewall: StoredFirewall): Owner => ({ userId: firewall.user_id, billingAccountId: firewall.billing_account_id });

/** A service package is its user's, within the account it is charged to. */
export const serviceOwner = (service: StoredService): Owner => ({ userId: service.user_id, billingAccountId: service.billing_account_id });

/** A metal lease is its user's, within the account it is charged to. */
export const leaseOwner = (lease: StoredMetalLease): Owner => ({ userId: lease.user_id, billingAccountId: lease.billing_account_id });

/** A block storage disk is its user's, within the account it is charged to. */
export const blockDiskOwner = (disk: StoredBlockDisk): Owner => ({ userId: disk.user_id, billingAccountId: disk.billing_account_id });

/** An SSH key is its user's. */
export const sshKeyOwner = (key: StoredSshKey): Owner => ({ userId: key.user_id, billingAccountId: null });

/** An S3 key is its user's. */
export const storageKeyOwner = (key: StoredStorageKey): Owner => ({ userId: key.user_id, billingAccountId: null });

/** An API token is its user's, within the account it is restricted to (0 for an unrestricted token). */
export const tokenOwner = (token: StoredToken): Owner => ({ userId: token.user_id, billingAccountId: token.billing_account_id });

/** A delegation (and its invitations) is its owner's, within the billing account it shares. */
export const delegationOwner = (delegation: StoredDelegation): Owner => ({ userId: delegation.owner_id, billingAccountId: delegation.billing_account_id });

/** An invitation received is its grantee's. */
export const invitationOwner = (invitation: StoredInvitation): Owner => ({ userId: invitation.grantee_id ?? undefined, billingAccountId: null });

/** A billing account is its user's, and is itself the account a restricted token may be limited to. */
export const billingAccountOwner = (account: StoredBillingAccount): Owner => ({ userId: account.user_id, billingAccountId: account.id });
