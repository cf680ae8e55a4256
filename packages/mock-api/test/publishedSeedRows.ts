// The seeded rows a replayed fact names: which VM, disk, account or network of the demo seed each call is about, so
// that the call can succeed (a stopped VM to resize, a detached disk to attach, an empty bucket to delete).
import type { MockState } from "../src/store/state.js";
import { attachedSeededDisk } from "./attachedDisk.js";

/** What a placeholder is filled in for: the fact's operation, the field it stands in, and the seeded state. */
export interface Slot {
  method: string;
  /** The fact's path template, e.g. `/{location}/user-resource/vm/storage`. */
  path: string;
  field: string;
  state: MockState;
}

/** A filled value; undefined leaves the field out, as a client does with an optional parameter it was not given. */
export type Value = string | number | boolean | undefined;

/** The location every replayed call names: the default one, where the demo seed keeps most resources. */
export function defaultLocation(state: MockState): string {
  const location = state.locations.find((l) => l.is_default) ?? state.locations[0];
  if (!location) throw new Error("The seed has no location.");
  return location.slug;
}

export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo seed has no ${what}; the replay needs one.`);
  return value;
}

export const inDefault = <T extends { location: string }>(state: MockState, rows: T[]) => rows.filter((r) => r.location === defaultLocation(state));

/** The status of an account's latest final invoice (in progress ones are not listed). */
const latestInvoiceStatus = (state: MockState, accountId: number) =>
  state.invoices.filter((i) => i.billing_account_id === accountId && i.status !== 0).sort((a, b) => b.created - a.created)[0]?.status;

export const defaultAccount = (s: Slot) => must(s.state.billingAccounts.find((a) => a.is_default), "default billing account");

/**
 * The billing account a call names: one with no resources to delete (the platform refuses otherwise); for its invoice
 * list, one whose latest invoice is unpaid, as the documented account's is; else the default.
 */
export function account(s: Slot): number {
  if (s.path === "/payment/invoice/list") return must(s.state.billingAccounts.find((a) => latestInvoiceStatus(s.state, a.id) === 5), "account with an unpaid latest invoice").id;
  if (s.method !== "DELETE" || s.path !== "/payment/billing_account") return defaultAccount(s).id;
  const used = new Set([...s.state.vms, ...s.state.ips, ...s.state.loadBalancers, ...s.state.services].map((r) => ("billing_account" in r ? r.billing_account : r.billing_account_id)));
  return must(s.state.billingAccounts.find((a) => !a.is_default && !used.has(a.id) && !s.state.buckets.some((b) => b.billing_account_id === a.id)), "billing account without resources").id;
}

/**
 * The VM a call is about: a stopped one to start or resize (the platform resizes only stopped VMs), one with a second
 * disk for disk calls (the primary disk cannot be removed), one the load balancer does not target yet for a new
 * target, otherwise a running one.
 */
function vmFor(s: Slot) {
  const vms = inDefault(s.state, s.state.vms);
  const stopped = () => must(vms.find((vm) => vm.status === "stopped"), "stopped VM");
  if (s.method === "PATCH" && /\/user-resource\/vm\/?$/.test(s.path)) return stopped();
  if (s.path.endsWith("/vm/start")) return stopped();
  if (s.path.includes("/vm/storage")) return vmWithTwoDisks(s);
  // Reserving a public address needs a VM without one; releasing, one with one.
  if (s.path.endsWith("/vm/ip/public")) {
    const addressed = new Set(s.state.ips.filter((ip) => ip.assigned_to && !ip.is_deleted).map((ip) => ip.assigned_to));
    return must(vms.find((vm) => vm.status === "running" && addressed.has(vm.uuid) === (s.method === "DELETE")), "running VM with or without a public address");
  }
  // Taking a VM from behind a firewall needs one that is behind it.
  if (s.path.includes("/firewalls/") && (s.method === "DELETE" || s.path.endsWith("/unassign"))) {
    const guarded = new Set(firewall(s.state).vm_uuids);
    return must(vms.find((vm) => guarded.has(vm.uuid)), "VM behind the firewall");
  }
  if (s.path.endsWith("/targets")) {
    const targeted = new Set(s.state.loadBalancers.flatMap((lb) => lb.targets.map((t) => t.target_uuid)));
    return must(vms.find((vm) => !targeted.has(vm.uuid) && vm.status !== "creating"), "VM no load balancer targets");
  }
  return must(vms.find((vm) => vm.status === "running"), "running VM");
}

/** The demo seed's firewall in the default location. */
export const firewall = (state: MockState) => must(inDefault(state, state.firewalls ?? [])[0], "firewall");

/** A firewall rule as the clients send one: SSH from a private prefix. */
export const FIREWALL_RULES = [{ direction: "inbound", protocol: "tcp", port_start: 22, port_end: 22, endpoint_spec_type: "ip_prefixes", endpoint_spec: ["10.0.0.0/24"] }];

const vmWithTwoDisks = (s: Slot) => must(inDefault(s.state, s.state.vms).find((vm) => vm.storage.length > 1), "VM with two disks");

export const vmUuid = (s: Slot) => vmFor(s).uuid;
/** A disk of the VM with two: the primary one to grow (it is the smaller), the second one to remove (the primary cannot be). */
export const disk = (s: Slot) => {
  if (s.path.endsWith("/vm/storage/attach")) return detachedDisk(s.state);
  if (s.path.endsWith("/vm/storage/detach")) return attachedDisk(s);
  return must(vmWithTwoDisks(s).storage.find((d) => d.primary === (s.method !== "DELETE")), "disk").uuid;
};
/** A detached block storage disk of the default location. */
export const detachedDisk = (state: MockState) => must(inDefault(state, state.blockDisks ?? []).find((d) => d.attached_to === null), "detached disk").uuid;
/** A disk to detach from the VM the call names (the seed's are all detached, so one is attached to it first). */
const attachedDisk = (s: Slot) => attachedSeededDisk(s.state, defaultLocation(s.state), vmWithTwoDisks(s).uuid).uuid;
/** An SSH key of the seed. */
export const sshKey = (state: MockState) => must(state.sshKeys?.[0], "SSH key");

/** A billing account's resources are named by the account's id in `id`. */
export const isBillingResources = (s: Pick<Slot, "path">) => s.path.endsWith("/user-resource/billing_resources");
/** A VM create replays as a create from an image: the clients leave out the clone and volume sources they were not given. */
export const isVmCreate = (s: Slot) => s.method === "POST" && /\/user-resource\/vm\/?$/.test(s.path);
export const replica = (s: Slot) => must(s.state.vms.flatMap((vm) => vm.storage.flatMap((d) => d.replica))[0], "replica").uuid;
/** An existing bucket: an empty one to delete (the platform deletes only empty buckets). */
export const bucket = (s: Slot) => must(s.method === "DELETE" ? s.state.buckets.find((b) => b.num_objects === 0) : s.state.buckets[0], "bucket").name;
export const freeName = (s: Slot) => `replay-${s.field.replace(/_/g, "-")}`;
/** An invoice that is final and unpaid (status 5), the only kind the platform takes a payment for; a paid one to read, as documented. */
export const unpaidInvoice = (s: Slot) => must(s.state.invoices.find((i) => i.status === (s.method === "GET" ? 10 : 5)), "invoice").id;
export const card = (s: Slot) => must(s.state.cards.find((c) => c.billing_account_id === defaultAccount(s).id), "card").id;
export const token = (s: Slot) => must(s.state.tokens[0], "token").id;
/** A network to rename or delete (not the default one, which the platform keeps), else the default one that VMs are on. */
export const network = (s: Slot) =>
  must(inDefault(s.state, s.state.networks).find((n) => n.is_default === !s.path.includes("/network/network")), "network");
