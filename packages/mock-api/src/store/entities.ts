// What the store keeps, per domain: the API's own shapes, from the SDK's contract-generated types, with the fields the
// store always fills made required, plus a few store-only fields (owner, location, pending lifecycle step) that the
// serializers strip before answering. Fields the API derives from other records (a network's VMs, an account's
// running totals, primary card and unpaid amount) are not kept: the serializers compute them on read.
import type {
  AccessDelegation,
  AccessInvitation,
  ApiToken,
  BillingAccount,
  BillingAccountCard,
  BlockDisk,
  Bucket,
  CreditEntry,
  Disk,
  EligiblePromotion,
  Firewall,
  Invoice,
  InvoiceTotals,
  IpAddress,
  LoadBalancer,
  MetalLease,
  MetalMachine,
  Network,
  Profile,
  ServicePackage,
  ServiceResource,
  SshKey,
  StorageKey,
  User,
  VirtualMachine,
  VmStatus,
} from "@cloudconsole/sdk";

/**
 * A record built on the contract type `T`: the keys `Filled` always present and never null, the keys `Nullable` always
 * present (null where the contract allows it). Every other field stays as the contract has it.
 */
export type Kept<T, Filled extends keyof T = never, Nullable extends keyof T = never> = Omit<T, Filled | Nullable> & {
  [K in Filled]-?: NonNullable<T[K]>;
} & { [K in Nullable]-?: Exclude<T[K], undefined> };

/** A status change due at a time on the store's clock (e.g. creating -> running). */
export interface Transition<S extends string> {
  to: S;
  at: number;
}

/** Store-only: where a located resource lives (a location slug); the API has it in the path, not the body. */
interface Located {
  location: string;
}

export type StoredProfile = Kept<Profile, "id" | "user_id" | "email" | "first_name" | "last_name" | "personal_id_number" | "phone_number" | "lang" | "avatar" | "created_at" | "updated_at">;

export type StoredUser = Omit<Kept<User, "cookie_id" | "last_activity" | "state">, "profile_data"> & { profile_data: StoredProfile };

/** Derived on read from other records (usage, cards, invoices), so never kept. */
export type BillingAccountDerivedField = "running_totals" | "precalc_credit_amount" | "precalc_ongoing" | "primary_card" | "unpaid_amount";

export type StoredBillingAccount = Omit<
  Kept<
    BillingAccount,
    | "site"
    | "reseller"
    | "user_id"
    | "email"
    | "address_line1"
    | "address_line2"
    | "city"
    | "county"
    | "country"
    | "post_index"
    | "company_name"
    | "company_reg_code"
    | "company_vat_number"
    | "customer_name"
    | "customer_phone"
    | "customer_id_number"
    | "lang"
    | "integration_id"
    | "created"
    | "additional_data"
    | "allow_debt"
    | "can_pay"
    | "is_deleted"
    | "paying_by_invoice"
    | "send_invoice_email"
    | "is_recurring_payment_enabled"
    | "recurring_payment_amount"
    | "recurring_payment_threshold"
    | "credit_amount"
    | "discount_percentage"
    | "vat_percentage"
    | "referral_code"
    | "referral_share_code"
    | "status"
    | "suspend_reason"
    | "precalc_days_in_debt"
    | "low_balance_notice_settings"
    | "document"
    | "document_name"
  >,
  BillingAccountDerivedField | "eligible_promotions"
> & { eligible_promotions: Required<EligiblePromotion>[] };

export type StoredToken = Kept<ApiToken, "consumer_id" | "kong_id" | "user_id", "updated_at" | "acting_user_id">;

export type StoredDisk = Kept<Disk, "id" | "pool" | "type" | "shared" | "user_id" | "replica" | "created_at", "updated_at">;

/** A block storage disk; `attached_to` (store-only) is the VM it is attached to, whose storage then lists it. */
export type StoredBlockDisk = Kept<BlockDisk, "user_id" | "read_only_bootable" | "storage_pool_uuid" | "snapshots" | "updated_at"> &
  Located & { attached_to: string | null };

/** An SSH public key of the user; `id` is what bapung-go's older path names it by. */
export type StoredSshKey = Kept<SshKey, "id" | "user_id">;

export type StoredVm = Omit<
  Kept<
    VirtualMachine,
    | "id"
    | "description"
    | "hostname"
    | "billing_account"
    | "user_id"
    | "username"
    | "mac"
    | "private_ipv4"
    | "public_ipv6"
    | "backup"
    | "designated_pool_uuid"
    | "designated_pool_name"
    | "created_at",
    "tags" | "updated_at"
  >,
  "storage" | VmDerivedField
> &
  Located & {
    storage: StoredDisk[];
    /** Store-only: the pending lifecycle step. */
    transition: Transition<VmStatus> | null;
    /** Store-only: the network the VM's interface is on (the API shows it on the interface, not the VM). */
    network_uuid: string;
    /** Store-only: the public key lines the VM was created with (`public_key`, `public_keys`). */
    publicKeys?: string[];
    /** Store-only: the ISO the VM last booted from, until it next stops. */
    bootedIso?: { uuid: string; name: string; repository: "platform" | "private" } | null;
  };

/** Derived on read: the public address from the floating IPs, the saved keys from `publicKeys`, the ISO from `bootedIso`. */
export type VmDerivedField = "public_ipv4" | "hypervisor_id" | "ssh_keys" | "boot_iso";

/** Derived on read from the VMs and load balancers on the network, so never kept. */
export type NetworkDerivedField = "vm_uuids" | "resources_count";

export type StoredNetwork = Omit<Kept<Network, "type" | "subnet_ipv6" | "vlan_id" | "created_at" | "updated_at">, NetworkDerivedField> &
  Located & {
    /** Store-only: the user whose private network it is. */
    user_id: number;
  };

export type StoredIp = Kept<
  IpAddress,
  "id" | "uuid" | "is_ipv6" | "user_id" | "billing_account_id" | "is_deleted" | "is_virtual" | "created_at" | "updated_at",
  "network_id" | "assigned_to" | "assigned_to_resource_type" | "assigned_to_private_ip" | "unassigned_at"
> &
  Located;

/** Derived on read from `is_deleted` (a deleted load balancer leaves the store), so never kept. */
export type LoadBalancerDerivedField = "deleted_at";

export type StoredLoadBalancer = Omit<Kept<LoadBalancer, "display_name" | "network_uuid" | "user_id" | "billing_account_id" | "is_deleted" | "created_at" | "updated_at">, LoadBalancerDerivedField> &
  Located;

/** Derived on read: the name (the same as display_name), the VMs guarded (those still alive) and deleted_at. */
export type FirewallDerivedField = "name" | "resources_assigned" | "deleted_at";

export type StoredFirewall = Omit<Kept<Firewall, "id" | "user_id" | "billing_account_id" | "created_at" | "updated_at", "description">, FirewallDerivedField> &
  Located & {
    /** Store-only: the VMs put behind the firewall, in the order they were; deleted ones drop out on read. */
    vm_uuids: string[];
  };

export type StoredBucket = Kept<Bucket, "billing_account_id" | "owner" | "is_suspended" | "created_at" | "modified_at">;

export type StoredStorageKey = StorageKey & {
  /** Store-only: the user the S3 key belongs to. */
  user_id: number;
};

export type StoredInvoice = Omit<
  Kept<Invoice, "padded_id" | "name" | "created" | "due_date" | "period_start" | "period_end" | "discount_percentage" | "vat_percentage" | "type" | "records_list" | "transaction_list">,
  "id" | "totals"
> & {
  /** Kept invoices have numeric ids; `current` names the month in progress only in reports. */
  id: Exclude<Invoice["id"], "current">;
  totals: Required<InvoiceTotals>;
};

export type StoredCard = Kept<
  BillingAccountCard,
  "billing_account_processor_identifier_id" | "is_verification_pending" | "is_deleted" | "valid_thru" | "created" | "additional_data"
>;

export type StoredCredit = Kept<CreditEntry, "billing_account_id" | "description", "reference" | "acting_user_id">;

export type StoredDelegation = Kept<AccessDelegation, "owner_id" | "created_at", "updated_at">;

/** An invitation someone else sent to the signed-in user (the grantee side). */
export type StoredInvitation = Kept<AccessInvitation, "created_at", "grantee_id" | "accepted_at" | "billing_account_name">;

/** The lifecycle of a managed service; the contract leaves `status` a free string. */
export type ServiceStatus = "creating" | "active" | "stopped" | "rebuilding" | "deleted";

/** Store-only: a service resource (VM) on its way to running or stopped, due at `at`. */
export interface ServiceResourceStep {
  resource_id: string;
  to: "running" | "stopped";
  at: number;
}

export type StoredService = Omit<
  Kept<ServicePackage, "is_multi_node" | "is_deleted" | "billing_account_id" | "user_id" | "prices" | "properties" | "whitelist_addresses" | "created_at" | "updated_at">,
  "status" | "resources"
> &
  Located & {
    status: ServiceStatus;
    resources: Kept<ServiceResource, "resource_allocation">[];
    /** Store-only: the pending lifecycle step. */
    transition: Transition<ServiceStatus> | null;
    /** Store-only: resources starting or stopping. */
    resource_steps?: ServiceResourceStep[];
    /** Store-only: the credentials `GET …/secrets` answers, never part of the package. */
    secrets: { sql_pass: string };
  };

/** A machine in a data centre: the contract shows it only as part of a lease, the store keeps every one. */
export type StoredMetalMachine = Kept<MetalMachine, "label" | "mac_addresses" | "status"> &
  Located & {
    uuid: string;
    spec_uuid: string;
    /** The account leasing the machine, while pending or in use. */
    billing_account_id: number | null;
    lease_uuid: string | null;
    public_ips: string[];
    /** While `cleaning`: when (store clock, ms) the machine becomes `available` again. */
    ready_at?: number | null;
  };

/** A lease's status as kept: the API's, or `released` for a lease that ended (never served). */
export type StoredLeaseStatus = MetalLease["status"] | "released";

export type StoredMetalLease = Omit<Kept<MetalLease, "spec_uuid" | "requested_os_id" | "user_id" | "created_at", "os_id">, "status" | "machine"> &
  Located & {
    status: StoredLeaseStatus;
    /** Store-only: the leased machine (served as `machine`). */
    machine_uuid: string;
    /** Store-only: ms on the clock when the lease began (release is refused when too soon). */
    started_at: number;
    /** Store-only: the pending lifecycle step. */
    transition: Transition<"in_use"> | null;
  };

/** A lease that has not been released (pending or in use): the only kind the API shows. */
export type LiveMetalLease = StoredMetalLease & { status: MetalLease["status"] };
