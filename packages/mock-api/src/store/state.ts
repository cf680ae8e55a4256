import type { Location, UiConfig } from "../apiTypes.js";
import type { MockConfigName, MockSeedPreset } from "../constants.js";
import type {
  AccessDelegation,
  ApiToken,
  BillingAccount,
  Bucket,
  CreditEntry,
  FloatingIp,
  Invoice,
  LoadBalancer,
  MetalLease,
  MetalMachine,
  Network,
  PaymentCard,
  ReceivedImpersonation,
  S3Key,
  ServicePackage,
  User,
  Vm,
} from "./entities.js";

/** Bumped whenever the shape changes, so a browser drops state saved by an older mock. */
export const MOCK_STATE_VERSION = 2;

/** Everything the mock knows: plain JSON, so it can be saved, restored and compared. */
export interface MockState {
  version: typeof MOCK_STATE_VERSION;
  configName: MockConfigName;
  seedPreset: MockSeedPreset;
  /** State of the store's PRNG, so ids made after a reload continue the same sequence. */
  rngState: number;
  /** Next integer id (tokens, billing accounts, cards, invoices, …): one sequence for all. */
  nextId: number;
  /** Counts errors, to derive their correlation ids. */
  errorCount: number;
  ui: UiConfig;
  locations: Location[];
  user: User;
  /** Whether the signed-in user is a platform administrator (privileges 200, may call admin/token); since version 2. */
  userIsAdmin: boolean;
  billingAccounts: BillingAccount[];
  tokens: ApiToken[];
  delegations: AccessDelegation[];
  receivedImpersonations: ReceivedImpersonation[];
  cards: PaymentCard[];
  invoices: Invoice[];
  credits: CreditEntry[];
  vms: Vm[];
  networks: Network[];
  ips: FloatingIp[];
  loadBalancers: LoadBalancer[];
  buckets: Bucket[];
  s3Keys: S3Key[];
  services: ServicePackage[];
  metalMachines: MetalMachine[];
  metalLeases: MetalLease[];
  /** VLAN sub-interfaces per VM uuid. */
  subinterfaces: Record<string, { uuid: string; vlan_tag: number; mac_addr: string; network_uuid: string }[]>;
  mfaActive: boolean;
  restrictionLevelClearTopupThreshold: number;
  /** Billing accounts whose available credit is under their low-balance threshold and were notified of it (optional: older saves lack it). */
  lowBalanceNoticeSent?: number[];
}
