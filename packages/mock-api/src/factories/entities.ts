// Deterministic factories: the same context (seed, clock, id sequence) always gives the same records.
// Shared by the seeds, the handlers (when something is created) and tests.
import type {
  AccessDelegation,
  ApiToken,
  BillingAccount,
  Bucket,
  CreditEntry,
  Disk,
  FloatingIp,
  Invoice,
  LoadBalancer,
  Network,
  PaymentCard,
  ServicePackage,
  User,
  Vm,
} from "../store/entities.js";
import type { FactoryContext } from "./context.js";
import { DAY, epochSeconds, formatDt, formatDt6, formatIsoMs } from "./time.js";

const FIRST_NAMES = ["Cloudia", "Mart", "Kadri", "Budi", "Siti", "Ahmed", "Nok", "Liis"] as const;
const WORDS = ["alpha", "bravo", "cedar", "delta", "ember", "fjord", "grove", "harbor", "iris", "juniper", "kite", "lumen"] as const;
const TOKEN_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random string of letters and digits (API tokens, access keys). */
export function randomToken(ctx: FactoryContext, length = 32): string {
  let out = "";
  for (let i = 0; i < length; i++) out += TOKEN_CHARS[ctx.rng.int(0, TOKEN_CHARS.length - 1)];
  return out;
}

/** A readable, lowercase name such as `cedar-harbor-42`. */
export function randomSlug(ctx: FactoryContext): string {
  return `${ctx.rng.pick(WORDS)}-${ctx.rng.pick(WORDS)}-${ctx.rng.int(1, 99)}`;
}

/** A locally administered MAC address (six lowercase hex pairs). */
export function randomMac(ctx: FactoryContext): string {
  return ["52", "54", "00", ctx.rng.hex(2), ctx.rng.hex(2), ctx.rng.hex(2)].join(":");
}

/** The demo user and profile. */
export function makeUser(ctx: FactoryContext, email = "demo@example.com"): User {
  const created = formatDt(ctx.now - 400 * DAY);
  return {
    id: ctx.userId,
    name: email,
    cookie_id: ctx.rng.hex(32),
    last_activity: formatDt(ctx.now),
    profile: null,
    state: {},
    profile_data: {
      id: ctx.nextId(),
      user_id: ctx.userId,
      email,
      first_name: "Cloudia",
      last_name: "Iaas",
      personal_id_number: "",
      phone_number: "+3725550100",
      lang: "en",
      avatar: "",
      created_at: created,
      updated_at: created,
    },
  };
}

/** A billing account in good standing; pass overrides for the rest. */
export function makeBillingAccount(ctx: FactoryContext, overrides: Partial<BillingAccount> = {}): BillingAccount {
  const credit = overrides.credit_amount ?? 0;
  const account: BillingAccount = {
    id: ctx.nextId(),
    title: "Personal",
    site: "warren",
    reseller: "Warren",
    user_id: ctx.userId,
    email: "demo@example.com",
    address_line1: "Narva mnt 5",
    address_line2: "",
    city: "Tallinn",
    county: "Harjumaa",
    country: "EE",
    post_index: "10117",
    company_name: "",
    company_reg_code: "",
    company_vat_number: "",
    customer_name: `${ctx.rng.pick(FIRST_NAMES)} Demo`,
    customer_phone: "+3725550100",
    customer_id_number: "",
    lang: "en",
    integration_id: "",
    created: epochSeconds(ctx.now - 300 * DAY),
    additional_data: "{}",
    allow_debt: false,
    can_pay: true,
    is_active: true,
    is_default: false,
    is_deleted: false,
    paying_by_invoice: false,
    send_invoice_email: true,
    is_recurring_payment_enabled: false,
    recurring_payment_amount: 0,
    recurring_payment_threshold: 0,
    credit_amount: credit,
    discount_percentage: 0,
    vat_percentage: 22,
    unpaid_amount: 0,
    referral_code: "",
    referral_share_code: ctx.rng.hex(6),
    restriction_level: "CLEAR",
    status: "ACTIVE",
    suspend_reason: "",
    precalc_credit_amount: credit,
    precalc_days_in_debt: 0,
    precalc_ongoing: 0,
    eligible_promotions: [],
    running_totals: {
      credit_amount: credit,
      credit_available: credit,
      discount_amount: 0,
      ongoing: 0,
      ongoing_negative_since: null,
      subtotal: 0,
      subtotal_resource_usage: 0,
      total_before_tax: 0,
      total: 0,
      vat_tax: 0,
    },
    low_balance_notice_settings: { threshold: 5, is_enabled: false },
    primary_card: null,
    document: "",
    document_name: "",
    ...overrides,
  };
  return account;
}

/** An API token; unrestricted tokens carry billing account 0. */
export function makeToken(ctx: FactoryContext, overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: ctx.nextId(),
    billing_account_id: 0,
    consumer_id: ctx.rng.uuid(),
    kong_id: ctx.rng.uuid(),
    description: "Token",
    restricted: false,
    token: randomToken(ctx),
    created_at: formatDt(ctx.now),
    updated_at: null,
    user_id: ctx.userId,
    acting_user_id: null,
    ...overrides,
  };
}

/** A disk of `size` GB; the primary disk of a VM takes the VM's uuid. */
export function makeDisk(ctx: FactoryContext, size: number, index: number, uuid = ctx.rng.uuid()): Disk {
  return {
    uuid,
    id: ctx.nextId(),
    name: `vd${String.fromCharCode(97 + index)}`,
    pool: "default",
    type: "block",
    size,
    primary: index === 0,
    shared: false,
    user_id: ctx.userId,
    replica: [],
    created_at: formatDt6(ctx.now),
    updated_at: null,
  };
}

/** A VM with one primary disk; defaults to a running Ubuntu in tll. */
export function makeVm(
  ctx: FactoryContext,
  overrides: Partial<Vm> & { billing_account: number; diskSizes?: number[] },
): Vm {
  const { diskSizes = [20], ...rest } = overrides;
  const uuid = rest.uuid ?? ctx.rng.uuid();
  const name = rest.name ?? randomSlug(ctx);
  return {
    uuid,
    id: ctx.nextId(),
    location: "tll",
    transition: null,
    name,
    description: "",
    hostname: name,
    status: "running",
    user_id: ctx.userId,
    vcpu: 2,
    memory: 2048,
    os_name: "ubuntu",
    os_version: "24.04",
    username: "cloud",
    mac: randomMac(ctx),
    private_ipv4: `10.1.${ctx.rng.int(0, 254)}.${ctx.rng.int(2, 254)}`,
    public_ipv6: `2a05:1cc0:10:30::${ctx.rng.hex(4)}`,
    backup: false,
    designated_pool_uuid: "",
    designated_pool_name: "General purpose",
    network_uuid: "",
    tags: null,
    storage: diskSizes.map((size, i) => makeDisk(ctx, size, i, i === 0 ? uuid : undefined)),
    created_at: formatDt(ctx.now),
    updated_at: null,
    ...rest,
  };
}

/** A private network; `index` picks its subnet and VLAN. */
export function makeNetwork(ctx: FactoryContext, location: string, index: number, overrides: Partial<Network> = {}): Network {
  const vlan = 100 + index;
  return {
    uuid: ctx.rng.uuid(),
    location,
    name: index === 0 ? "Default network" : `network-${index}`,
    type: "private",
    subnet: `10.1.${vlan}.0/24`,
    subnet_ipv6: `2a05:1cc0:10:30::${vlan}:0/112`,
    vlan_id: vlan,
    is_default: index === 0,
    vm_uuids: [],
    resources_count: 0,
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
    ...overrides,
  };
}

/** An unassigned public floating IP. */
export function makeFloatingIp(ctx: FactoryContext, location: string, billingAccountId: number, overrides: Partial<FloatingIp> = {}): FloatingIp {
  return {
    id: ctx.nextId(),
    uuid: ctx.rng.uuid(),
    location,
    address: `185.${ctx.rng.int(16, 31)}.${ctx.rng.int(0, 255)}.${ctx.rng.int(2, 254)}`,
    name: "",
    type: "public",
    enabled: true,
    is_ipv6: false,
    user_id: ctx.userId,
    billing_account_id: billingAccountId,
    network_id: null,
    is_deleted: false,
    is_virtual: false,
    assigned_to: null,
    assigned_to_resource_type: null,
    assigned_to_private_ip: null,
    unassigned_at: null,
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
    ...overrides,
  };
}

/** A load balancer with no rules or targets. */
export function makeLoadBalancer(
  ctx: FactoryContext,
  location: string,
  billingAccountId: number,
  networkUuid: string,
  overrides: Partial<LoadBalancer> = {},
): LoadBalancer {
  return {
    uuid: ctx.rng.uuid(),
    location,
    display_name: "load-balancer",
    network_uuid: networkUuid,
    user_id: ctx.userId,
    billing_account_id: billingAccountId,
    private_address: `10.1.100.${ctx.rng.int(2, 254)}`,
    is_deleted: false,
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
    forwarding_rules: [],
    targets: [],
    ...overrides,
  };
}

/** An object storage bucket. */
export function makeBucket(ctx: FactoryContext, name: string, billingAccountId: number, overrides: Partial<Bucket> = {}): Bucket {
  return {
    name,
    billing_account_id: billingAccountId,
    owner: "demo@example.com",
    size_bytes: 0,
    num_objects: 0,
    is_suspended: false,
    created_at: formatIsoMs(ctx.now),
    modified_at: formatIsoMs(ctx.now),
    ...overrides,
  };
}

/** A card payment object (Mock card, verified). */
export function makeCard(ctx: FactoryContext, billingAccountId: number, overrides: Partial<PaymentCard> = {}): PaymentCard {
  const last4 = String(ctx.rng.int(1000, 9999));
  const cardType = ctx.rng.pick(["visa", "mastercard"] as const);
  return {
    id: ctx.nextId(),
    billing_account_id: billingAccountId,
    billing_account_processor_identifier_id: ctx.nextId(),
    identifier: `pm_${randomToken(ctx, 24)}`,
    is_primary: false,
    is_verified: true,
    is_verification_pending: false,
    is_deleted: false,
    created: epochSeconds(ctx.now),
    valid_thru: epochSeconds(Date.UTC(2030, 11, 31)),
    additional_data: JSON.stringify({
      type: "creditcard",
      card_type: cardType,
      card_holder: "Cloudia Iaas",
      expire_month: "12",
      expire_year: "2030",
      last4,
    }),
    ...overrides,
  };
}

/** A credit history entry (positive for credit, negative for spending). */
export function makeCredit(ctx: FactoryContext, billingAccountId: number, amount: number, description: string, created = ctx.now): CreditEntry {
  return {
    id: ctx.nextId(),
    billing_account_id: billingAccountId,
    amount,
    description,
    reference: "",
    created: epochSeconds(created),
    acting_user_id: null,
  };
}

/** A monthly cloud-services invoice for the month that starts at `periodStartMs`. */
export function makeInvoice(
  ctx: FactoryContext,
  billingAccountId: number,
  periodStartMs: number,
  status: Invoice["status"],
  subtotal: number,
  vatPercentage = 22,
): Invoice {
  const id = ctx.nextId();
  const start = new Date(periodStartMs);
  const periodEnd = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
  const vat = Math.round(subtotal * vatPercentage) / 100;
  const created = epochSeconds(periodEnd);
  return {
    id,
    padded_id: String(id).padStart(9, "0"),
    name: `Invoice ${id}`,
    billing_account_id: billingAccountId,
    created,
    due_date: created + 14 * 24 * 3600,
    period_start: epochSeconds(periodStartMs),
    period_end: epochSeconds(periodEnd),
    discount_percentage: 0,
    vat_percentage: vatPercentage,
    status,
    type: "cloud_services",
    totals: { subtotal, discount_amount: 0, credit: 0, vat_tax: vat, total: Math.round((subtotal + vat) * 100) / 100 },
    records_list: [
      {
        id: ctx.nextId(),
        invoice_id: id,
        created,
        name: "Ubuntu 24.04, 2 CPUs, 2 GB RAM, 20 GB disk",
        descr: "",
        qty: 720,
        qty_unit: "h",
        item_price: Math.round((subtotal / 720) * 100000) / 100000,
        amount: subtotal,
        vat_amount: vat,
        is_technical: false,
        location_slug: "tll",
      },
    ],
    transaction_list: [],
  };
}

/** An access delegation group with no invitations yet. */
export function makeDelegation(ctx: FactoryContext, billingAccountId: number, name: string): AccessDelegation {
  return {
    id: ctx.nextId(),
    billing_account_id: billingAccountId,
    name,
    owner_id: ctx.userId,
    impersonations: [],
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
  };
}

const SERVICE_PORTS: Record<ServicePackage["service"], number> = {
  mariadb: 3306,
  postgresql: 5432,
  kubernetes: 6443,
  "self-service-dummy-testing": 8080,
};

/** A managed service package with one VM resource. */
export function makeService(
  ctx: FactoryContext,
  location: string,
  billingAccountId: number,
  overrides: Partial<ServicePackage> & { vcpu?: number; ram?: number; disk?: number } = {},
): ServicePackage {
  const { vcpu = 2, ram = 4096, disk = 40, ...rest } = overrides;
  const service = rest.service ?? "postgresql";
  const version = rest.version ?? "16";
  const vmUuid = ctx.rng.uuid();
  return {
    uuid: ctx.rng.uuid(),
    location,
    transition: null,
    display_name: `My ${service} ${version}`,
    service,
    version,
    is_multi_node: false,
    is_deleted: false,
    status: "active",
    billing_account_id: billingAccountId,
    user_id: ctx.userId,
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
    prices: [
      { priceMultiplier: 1, resourceType: "CPU", serviceNameInUptime: "main" },
      { priceMultiplier: 1, resourceType: "RAM", serviceNameInUptime: "main" },
      { priceMultiplier: 1, resourceType: "STORAGE", serviceNameInUptime: "block" },
      { priceMultiplier: 1, resourceType: "LICENSE" },
    ],
    properties: { service_ip: `10.2.${ctx.rng.int(0, 254)}.${ctx.rng.int(2, 254)}`, location, sql_user: "wadmin", port: SERVICE_PORTS[service] },
    resources: [
      {
        resource_id: vmUuid,
        resource_location: location,
        resource_type: "vm",
        resource_allocation: { vcpu, memory: ram, status: "running", storage: [{ uuid: vmUuid, size: disk, primary: true, replica: [] }] },
      },
    ],
    whitelist_addresses: [],
    secrets: { sql_pass: randomToken(ctx, 20) },
    ...rest,
  };
}
