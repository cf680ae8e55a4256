// What the store keeps, per domain. Field names are the API's own (snake_case) so a record is served as is,
// with a few store-only fields (location, transitions) that handlers strip before answering.

export interface Profile {
  id: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  personal_id_number: string;
  phone_number: string;
  lang: string;
  avatar: string;
  created_at: string;
  updated_at: string;
}

export interface User {
  id: number;
  name: string;
  cookie_id: string;
  last_activity: string;
  profile: null;
  state: Record<string, never>;
  profile_data: Profile;
}

export interface RunningTotals {
  credit_amount: number;
  credit_available: number;
  discount_amount: number;
  ongoing: number;
  ongoing_negative_since: number | null;
  subtotal: number;
  subtotal_resource_usage: number;
  total_before_tax: number;
  total: number;
  vat_tax: number;
}

export interface EligiblePromotion {
  credit_type: "first_free" | "referral_receiver" | "signup_campaign";
  amount: number;
  top_up_requirement: number;
  top_up_done: number;
}

export interface BillingAccount {
  id: number;
  title: string;
  site: string;
  reseller: string;
  user_id: number;
  email: string;
  address_line1: string;
  address_line2: string;
  city: string;
  county: string;
  country: string;
  post_index: string;
  company_name: string;
  company_reg_code: string;
  company_vat_number: string;
  customer_name: string;
  customer_phone: string;
  customer_id_number: string;
  lang: string;
  integration_id: string;
  created: number;
  additional_data: string;
  allow_debt: boolean;
  can_pay: boolean;
  is_active: boolean;
  is_default: boolean;
  is_deleted: boolean;
  paying_by_invoice: boolean;
  send_invoice_email: boolean;
  is_recurring_payment_enabled: boolean;
  recurring_payment_amount: number;
  recurring_payment_threshold: number;
  credit_amount: number;
  discount_percentage: number;
  vat_percentage: number;
  unpaid_amount: number;
  referral_code: string;
  referral_share_code: string;
  restriction_level: "CLEAR" | "LIMITED" | "FROZEN" | "TERMINATED";
  status: "ACTIVE" | "SUSPENDED" | "PENDING_VALIDATION";
  suspend_reason: string;
  precalc_credit_amount: number;
  precalc_days_in_debt: number;
  precalc_ongoing: number;
  eligible_promotions: EligiblePromotion[];
  running_totals: RunningTotals;
  low_balance_notice_settings: { threshold: number; is_enabled: boolean };
  primary_card: Record<string, unknown> | null;
  document: string;
  document_name: string;
}

export interface ApiToken {
  id: number;
  billing_account_id: number;
  consumer_id: string;
  kong_id: string;
  description: string;
  restricted: boolean;
  token: string;
  created_at: string;
  updated_at: string | null;
  user_id: number;
  acting_user_id: number | null;
}

export type VmStatus = "creating" | "running" | "stopping" | "stopped" | "deleted";

export interface Replica {
  uuid: string;
  id: number;
  master_id: number;
  master_uuid: string;
  type: "snapshot" | "backup";
  size: number;
  pool: string;
  created_at: string;
  updated_at: string | null;
}

export interface Disk {
  uuid: string;
  id: number;
  name: string;
  pool: string;
  type: string;
  size: number;
  primary: boolean;
  shared: boolean;
  user_id: number;
  replica: Replica[];
  created_at: string;
  updated_at: string | null;
}

/** A status change due at a time on the store's clock (e.g. creating -> running). */
export interface Transition<S extends string> {
  to: S;
  at: number;
}

export interface Vm {
  uuid: string;
  id: number;
  /** Store-only: the location slug the VM lives in. */
  location: string;
  /** Store-only: the pending lifecycle step. */
  transition: Transition<VmStatus> | null;
  name: string;
  description: string;
  hostname: string;
  status: VmStatus;
  billing_account: number;
  user_id: number;
  vcpu: number;
  memory: number;
  os_name: string;
  os_version: string;
  license_type?: string;
  username: string;
  mac: string;
  private_ipv4: string;
  public_ipv6: string;
  backup: boolean;
  designated_pool_uuid: string;
  designated_pool_name: string;
  network_uuid: string;
  tags: null;
  storage: Disk[];
  created_at: string;
  updated_at: string | null;
}

export interface Network {
  uuid: string;
  location: string;
  name: string;
  type: "private" | "public";
  subnet: string;
  subnet_ipv6: string;
  vlan_id: number;
  is_default: boolean;
  vm_uuids: string[];
  resources_count: number;
  created_at: string;
  updated_at: string;
}

export interface FloatingIp {
  id: number;
  uuid: string;
  location: string;
  address: string;
  name: string;
  type: "public" | "private";
  enabled: boolean;
  is_ipv6: boolean;
  user_id: number;
  billing_account_id: number;
  network_id: null;
  is_deleted: boolean;
  is_virtual: boolean;
  assigned_to: string | null;
  assigned_to_resource_type: "virtual_machine" | "service" | "load_balancer" | null;
  assigned_to_private_ip: string | null;
  unassigned_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ForwardingRule {
  uuid: string;
  protocol: "TCP";
  source_port: number;
  target_port: number;
  created_at: string;
  settings: { connection_limit: number; session_persistence: "SOURCE_IP" | null };
}

export interface LbTarget {
  target_uuid: string;
  target_type: "vm";
  target_ip_address: string;
  created_at: string;
}

export interface LoadBalancer {
  uuid: string;
  location: string;
  display_name: string;
  network_uuid: string;
  user_id: number;
  billing_account_id: number;
  private_address: string;
  is_deleted: boolean;
  created_at: string;
  updated_at: string;
  forwarding_rules: ForwardingRule[];
  targets: LbTarget[];
}

export interface Bucket {
  name: string;
  billing_account_id: number;
  owner: string;
  size_bytes: number;
  num_objects: number;
  is_suspended: boolean;
  created_at: string;
  modified_at: string;
}

export interface S3Key {
  userId: string;
  accessKey: string;
  secretKey: string;
}

export interface InvoiceRecord {
  id: number;
  invoice_id: number;
  created: number;
  name: string;
  descr: string;
  qty: number;
  qty_unit: string;
  item_price: number;
  amount: number;
  vat_amount: number;
  is_technical: boolean;
  location_slug: string;
}

export interface InvoiceTransaction {
  id: number;
  amount: number;
  created: number;
  identifier: string;
  payment_object_id: number;
  is_success: boolean;
}

export interface Invoice {
  id: number;
  padded_id: string;
  name: string;
  billing_account_id: number;
  created: number;
  due_date: number;
  period_start: number;
  period_end: number;
  discount_percentage: number;
  vat_percentage: number;
  status: 0 | 5 | 10;
  type: "cloud_services" | "credit_topup" | "credit_note";
  totals: { subtotal: number; discount_amount: number; credit: number; vat_tax: number; total: number };
  records_list: InvoiceRecord[];
  transaction_list: InvoiceTransaction[];
}

export interface PaymentCard {
  id: number;
  billing_account_id: number;
  billing_account_processor_identifier_id: number;
  identifier: string;
  is_primary: boolean;
  is_verified: boolean;
  is_verification_pending: boolean;
  is_deleted: boolean;
  created: number;
  valid_thru: number;
  additional_data: string;
}

export interface CreditEntry {
  id: number;
  billing_account_id: number;
  amount: number;
  description: string;
  reference: string;
  created: number;
  acting_user_id: number | null;
}

export interface Impersonation {
  uuid: string;
  grantee_id: number | null;
  grantee_username: string;
  is_accepted: boolean;
  accepted_at: string | null;
  created_at: string;
}

export interface AccessDelegation {
  id: number;
  billing_account_id: number;
  name: string;
  owner_id: number;
  impersonations: Impersonation[];
  created_at: string;
  updated_at: string;
}

/** An invitation someone else sent to the demo user (the grantee side). */
export interface ReceivedImpersonation extends Impersonation {
  access_owner: string;
  billing_account_name: string;
}

export type ServiceStatus = "creating" | "active" | "stopped" | "deleted";

export interface ServicePackage {
  uuid: string;
  location: string;
  transition: Transition<ServiceStatus> | null;
  display_name: string;
  service: "mariadb" | "postgresql" | "kubernetes" | "self-service-dummy-testing";
  version: string;
  is_multi_node: boolean;
  is_deleted: boolean;
  status: ServiceStatus;
  billing_account_id: number;
  user_id: number;
  created_at: string;
  updated_at: string;
  deleted_at?: string;
  prices: { priceMultiplier: number; resourceType: string; serviceNameInUptime?: string }[];
  properties: { service_ip: string; location: string; sql_user: string; port: number };
  resources: { resource_id: string; resource_location: string; resource_type: "vm" | "virtual_ip"; resource_allocation: Record<string, unknown> }[];
  whitelist_addresses: string[];
  secrets: { sql_pass: string };
}

export type MetalMachineStatus = "available" | "pending" | "in_use" | "cleaning" | "offline" | "deleted";

export interface MetalMachine {
  uuid: string;
  location: string;
  spec_uuid: string;
  label: string;
  status: MetalMachineStatus;
  billing_account_id: number | null;
  lease_uuid: string | null;
  mac_addresses: string[];
  public_ips: string[];
  /** While `cleaning`: when (store clock, ms) the machine becomes `available` again. */
  ready_at?: number | null;
}

export interface MetalLease {
  uuid: string;
  location: string;
  machine_uuid: string;
  spec_uuid: string;
  requested_os_id: string;
  os_id: string | null;
  display_name: string;
  user_id: number;
  billing_account_id: number;
  status: "pending" | "in_use" | "released";
  /** Store-only: ms on the clock when the lease began (release is refused when too soon). */
  started_at: number;
  transition: Transition<"in_use"> | null;
  created_at: string;
}
