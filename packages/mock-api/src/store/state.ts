import type { Location, UiConfig } from "../apiTypes.js";
import type { MockConfigName, MockSeedPreset } from "../constants.js";
import type { VmSubinterface } from "@cloudconsole/sdk";
import type {
  StoredBillingAccount,
  StoredBlockDisk,
  StoredBucket,
  StoredCard,
  StoredCredit,
  StoredDelegation,
  StoredFirewall,
  StoredInvitation,
  StoredInvoice,
  StoredIp,
  StoredLoadBalancer,
  StoredMetalLease,
  StoredMetalMachine,
  StoredNetwork,
  StoredService,
  StoredSshKey,
  StoredStorageKey,
  StoredToken,
  StoredUser,
  StoredVm,
} from "./entities.js";

/** Bumped whenever the shape changes, so a browser drops state saved by an older mock. */
export const MOCK_STATE_VERSION = 3;

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
  user: StoredUser;
  /** Whether the signed-in user is a platform administrator (privileges 200, may call admin/token); since version 2. */
  userIsAdmin: boolean;
  billingAccounts: StoredBillingAccount[];
  tokens: StoredToken[];
  delegations: StoredDelegation[];
  receivedImpersonations: StoredInvitation[];
  cards: StoredCard[];
  invoices: StoredInvoice[];
  credits: StoredCredit[];
  vms: StoredVm[];
  networks: StoredNetwork[];
  ips: StoredIp[];
  loadBalancers: StoredLoadBalancer[];
  /** Firewalls of every location (optional: older saves lack them). */
  firewalls?: StoredFirewall[];
  buckets: StoredBucket[];
  s3Keys: StoredStorageKey[];
  /** Block storage disks (optional: older saves lack them). */
  blockDisks?: StoredBlockDisk[];
  /** The user's SSH public keys (optional: older saves lack them). */
  sshKeys?: StoredSshKey[];
  services: StoredService[];
  metalMachines: StoredMetalMachine[];
  metalLeases: StoredMetalLease[];
  /** VLAN sub-interfaces per VM uuid. */
  subinterfaces: Record<string, VmSubinterface[]>;
  mfaActive: boolean;
  restrictionLevelClearTopupThreshold: number;
  /** Billing accounts whose available credit is under their low-balance threshold and were notified of it (optional: older saves lack it). */
  lowBalanceNoticeSent?: number[];
  /** Payments waiting for the customer at a processor: a 3-D Secure check or a payment link (optional: older saves lack it). */
  paymentSessions?: PaymentSession[];
}

/** A payment the customer finishes at the processor; the return page's call settles it. */
export interface PaymentSession {
  identifier: string;
  billing_account_id: number;
  kind: "card_verification" | "link";
  status: "pending" | "succeeded" | "failed";
  payment_object_id?: number;
  amount?: number;
  processor?: string;
  /** The link method the customer chose (`adyen::bca_va`): a virtual account stays open until its transfer arrives. */
  method_id?: string;
  /** When the payment started, on the mock's clock (ms). */
  created?: number;
}
