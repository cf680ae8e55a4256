// The shape of the store's state (state.ts, entities.ts) as a runtime check, for state read back from the browser's
// storage: each record is the contract's validator with the fields the store always fills made required, minus the
// fields the API derives on read, plus the store's own fields. Unknown keys are let through (and kept).
import { z } from "zod";
import {
  zAccessDelegation,
  zApiToken,
  zBillingAccount,
  zBillingAccountCard,
  zBlockDisk,
  zBucket,
  zCreditEntry,
  zDisk,
  zEligiblePromotion,
  zFirewall,
  zImpersonation,
  zInvoice,
  zInvoiceTotals,
  zIpAddress,
  zLoadBalancer,
  zLocation,
  zMetalLease,
  zMetalMachine,
  zMetalMachineStatus,
  zNetwork,
  zProfile,
  zServicePackage,
  zServiceResource,
  zSshKey,
  zStorageKey,
  zUiConfig,
  zUser,
  zVirtualMachine,
  zVmStatus,
  zVmSubinterface,
} from "@cloudconsole/sdk/validators";
import { MOCK_CONFIG_NAMES, MOCK_SEED_PRESETS } from "../constants.js";
import { MOCK_STATE_VERSION, type MockState } from "./state.js";

const located = { location: z.string() };

/** A status change due at a time on the store's clock. */
const transition = <S extends z.ZodType<string>>(status: S) => z.object({ to: status, at: z.number() }).nullable();

/** The mask of `.required()` for the fields the store always fills. */
function filled<K extends string>(...keys: K[]): { [P in K]: true } {
  return Object.fromEntries(keys.map((key) => [key, true])) as { [P in K]: true };
}

/** A free-form object of the contract (its generated type allows any key, zod's `z.object({})` types none). */
const freeForm = z.record(z.string(), z.unknown());

const storedUser = zUser.required(filled("cookie_id", "last_activity")).extend({
  state: freeForm,
  profile: freeForm.nullable().optional(),
  profile_data: zProfile.required(filled("id", "user_id", "email", "first_name", "last_name", "personal_id_number", "phone_number", "lang", "avatar", "created_at", "updated_at")),
});

const storedBillingAccount = zBillingAccount
  .omit({ running_totals: true, precalc_credit_amount: true, precalc_ongoing: true, primary_card: true, unpaid_amount: true })
  .required(filled("site", "reseller", "user_id", "email", "address_line1", "address_line2", "city", "county", "country", "post_index", "company_name", "company_reg_code", "company_vat_number", "customer_name", "customer_phone", "customer_id_number", "lang", "integration_id", "created", "additional_data", "allow_debt", "can_pay", "is_deleted", "paying_by_invoice", "send_invoice_email", "is_recurring_payment_enabled", "recurring_payment_amount", "recurring_payment_threshold", "credit_amount", "discount_percentage", "vat_percentage", "referral_code", "referral_share_code", "status", "suspend_reason", "precalc_days_in_debt", "low_balance_notice_settings", "document", "document_name"))
  .extend({ eligible_promotions: z.array(zEligiblePromotion.required()) });

const storedDisk = zDisk.required(filled("id", "pool", "type", "shared", "user_id", "replica", "created_at", "updated_at"));

const storedVm = zVirtualMachine
  .required(filled("id", "description", "hostname", "billing_account", "user_id", "username", "mac", "private_ipv4", "public_ipv6", "backup", "designated_pool_uuid", "designated_pool_name", "created_at", "tags", "updated_at"))
  .extend({ ...located, storage: z.array(storedDisk), transition: transition(zVmStatus), network_uuid: z.string() });

const storedBlockDisk = zBlockDisk
  .required(filled("user_id", "read_only_bootable", "storage_pool_uuid", "snapshots", "updated_at"))
  .extend({ ...located, attached_to: z.string().nullable() });

const storedNetwork = zNetwork
  .omit({ vm_uuids: true, resources_count: true })
  .required(filled("type", "subnet_ipv6", "vlan_id", "created_at", "updated_at"))
  .extend({ ...located, user_id: z.int() });

const storedIp = zIpAddress
  .required(filled("id", "uuid", "is_ipv6", "user_id", "billing_account_id", "is_deleted", "is_virtual", "created_at", "updated_at", "network_id", "assigned_to", "assigned_to_resource_type", "assigned_to_private_ip", "unassigned_at"))
  .extend(located);

const storedLoadBalancer = zLoadBalancer
  .omit({ deleted_at: true })
  .required(filled("display_name", "network_uuid", "user_id", "billing_account_id", "is_deleted", "created_at", "updated_at"))
  .extend(located);

const storedFirewall = zFirewall
  .omit({ name: true, resources_assigned: true, deleted_at: true })
  .required(filled("id", "description", "user_id", "billing_account_id", "created_at", "updated_at"))
  .extend({ ...located, vm_uuids: z.array(z.string()) });

const storedBucket = zBucket.required(filled("billing_account_id", "owner", "is_suspended", "created_at", "modified_at"));

const storedInvoice = zInvoice
  .required(filled("padded_id", "name", "created", "due_date", "period_start", "period_end", "discount_percentage", "vat_percentage", "type", "records_list", "transaction_list"))
  .extend({ id: z.int(), totals: zInvoiceTotals.required() });

const storedCard = zBillingAccountCard.required(filled("billing_account_processor_identifier_id", "is_verification_pending", "is_deleted", "valid_thru", "created", "additional_data"));

const storedInvitation = zImpersonation
  .required(filled("created_at", "grantee_id", "accepted_at"))
  .extend({ access_owner: z.string(), billing_account_name: z.string().nullable() });

const serviceStatus = z.enum(["creating", "active", "stopped", "rebuilding", "deleted"]);

const storedService = zServicePackage
  .required(filled("is_multi_node", "is_deleted", "billing_account_id", "user_id", "prices", "whitelist_addresses", "created_at", "updated_at"))
  .extend({
    ...located,
    status: serviceStatus,
    properties: freeForm,
    resources: z.array(zServiceResource.extend({ resource_allocation: freeForm })),
    transition: transition(serviceStatus),
    resource_steps: z.array(z.object({ resource_id: z.string(), to: z.enum(["running", "stopped"]), at: z.number() })).optional(),
    secrets: z.object({ sql_pass: z.string() }),
  });

const storedMetalMachine = zMetalMachine.required(filled("label", "mac_addresses", "status")).extend({
  ...located,
  uuid: z.string(),
  spec_uuid: z.string(),
  billing_account_id: z.int().nullable(),
  lease_uuid: z.string().nullable(),
  public_ips: z.array(z.string()),
  ready_at: z.number().nullable().optional(),
});

const storedMetalLease = zMetalLease
  .omit({ machine: true })
  .required(filled("spec_uuid", "requested_os_id", "user_id", "created_at", "os_id"))
  .extend({
    ...located,
    status: z.union([zMetalMachineStatus, z.literal("released")]),
    machine_uuid: z.string(),
    started_at: z.number(),
    transition: transition(z.literal("in_use")),
  });

const paymentSession = z.object({
  identifier: z.string(),
  billing_account_id: z.int(),
  kind: z.enum(["card_verification", "link"]),
  status: z.enum(["pending", "succeeded", "failed"]),
  payment_object_id: z.int().optional(),
  amount: z.number().optional(),
  processor: z.string().optional(),
  method_id: z.string().optional(),
  created: z.number().optional(),
});

/** The mock's whole state, as this version of the mock keeps it. */
export const mockStateSchema = z.object({
  version: z.literal(MOCK_STATE_VERSION),
  configName: z.enum(MOCK_CONFIG_NAMES),
  seedPreset: z.enum(MOCK_SEED_PRESETS),
  // The PRNG's whole state is one unsigned 32-bit integer.
  rngState: z.int().min(0).max(0xffff_ffff),
  nextId: z.int().min(1),
  errorCount: z.int().min(0),
  ui: zUiConfig,
  locations: z.array(zLocation),
  user: storedUser,
  userIsAdmin: z.boolean(),
  billingAccounts: z.array(storedBillingAccount),
  tokens: z.array(zApiToken.required(filled("consumer_id", "kong_id", "user_id", "updated_at", "acting_user_id"))),
  delegations: z.array(zAccessDelegation.required(filled("owner_id", "created_at", "updated_at"))),
  receivedImpersonations: z.array(storedInvitation),
  cards: z.array(storedCard),
  invoices: z.array(storedInvoice),
  credits: z.array(zCreditEntry.required(filled("billing_account_id", "description", "reference", "acting_user_id"))),
  vms: z.array(storedVm),
  networks: z.array(storedNetwork),
  ips: z.array(storedIp),
  loadBalancers: z.array(storedLoadBalancer),
  firewalls: z.array(storedFirewall).optional(),
  buckets: z.array(storedBucket),
  s3Keys: z.array(zStorageKey.extend({ user_id: z.int() })),
  blockDisks: z.array(storedBlockDisk).optional(),
  sshKeys: z.array(zSshKey.required(filled("id", "user_id"))).optional(),
  services: z.array(storedService),
  metalMachines: z.array(storedMetalMachine),
  metalLeases: z.array(storedMetalLease),
  subinterfaces: z.record(z.string(), z.array(zVmSubinterface)),
  mfaActive: z.boolean(),
  restrictionLevelClearTopupThreshold: z.number(),
  lowBalanceNoticeSent: z.array(z.int()).optional(),
  paymentSessions: z.array(paymentSession).optional(),
});

// Every state the store's types allow passes the check: a state this mock saved is never thrown away.
const acceptsEveryStoredState = (state: MockState): z.input<typeof mockStateSchema> => state;
void acceptsEveryStoredState;

/** What reading saved state found: the state, or the first problem with it (where, and what was wrong). */
export type SavedStateCheck = { ok: true; state: MockState } | { ok: false; problem: string };

/** Checks state read back from storage against the shape this version of the mock keeps. */
export function checkSavedState(value: unknown): SavedStateCheck {
  const result = mockStateSchema.safeParse(value);
  // The input is returned as read (not zod's copy): unknown keys the check let through stay with it.
  if (result.success) return { ok: true, state: value as MockState };
  const [issue] = result.error.issues;
  const where = issue?.path.length ? issue.path.map(String).join(".") : "the state";
  return { ok: false, problem: `${where}: ${issue?.message ?? "invalid"}` };
}
