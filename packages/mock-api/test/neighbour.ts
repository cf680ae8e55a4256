// Another user in the same store: a billing account and one of every kind of resource, in tll. Tests aim the API at
// these records to check that no caller can see or change what is not theirs.
import type { StoredInvitation, StoredMetalLease } from "../src/store/entities.js";
import type { FactoryContext } from "../src/factories/context.js";
import {
  attachedDiskEntry,
  makeBillingAccount,
  makeBlockDisk,
  makeBucket,
  makeCard,
  makeCredit,
  makeDelegation,
  makeFirewall,
  makeFloatingIp,
  makeInvoice,
  makeLoadBalancer,
  makeMetalLease,
  makeNetwork,
  makeService,
  makeSshKey,
  makeStorageKey,
  makeToken,
  makeVm,
} from "../src/factories/entities.js";
import { DAY, formatDt } from "../src/factories/time.js";
import type { MockStore } from "../src/store/store.js";

/** The other user's id (the demo user is 8). */
export const NEIGHBOUR_ID = 9001;
const EMAIL = "neighbour@example.com";
const LOCATION = "tll";

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the neighbour fixture needs ${what}`);
  return value;
}

/** Add the other user's records to the store and settle it; returns them. */
export function addNeighbour(store: MockStore) {
  const ctx: FactoryContext = { ...store.factory(), userId: NEIGHBOUR_ID };
  const s = store.state;
  const account = makeBillingAccount(ctx, { title: "Neighbour Ltd", email: EMAIL, credit_amount: 500 });
  const cards = [makeCard(ctx, account.id, { is_primary: true }), makeCard(ctx, account.id)] as const;
  const month = Date.UTC(new Date(ctx.now).getUTCFullYear(), new Date(ctx.now).getUTCMonth() - 1, 1);
  const invoice = makeInvoice(ctx, account.id, month, 5, 40);
  const network = makeNetwork(ctx, LOCATION, 7, { name: "neighbour-net", is_default: true });
  const vm = makeVm(ctx, { location: LOCATION, name: "neighbour-vm", billing_account: account.id, network_uuid: network.uuid, diskSizes: [20, 30] });
  const primary = must(vm.storage[0], "a primary disk");
  const replica = { uuid: `${vm.uuid}2026-01-02-03-00-00`, id: ctx.nextId(), master_id: primary.id, master_uuid: primary.uuid, type: "snapshot" as const, size: 20, pool: "", created_at: formatDt(ctx.now), updated_at: null };
  primary.replica.push(replica);
  const gone = makeVm(ctx, { location: LOCATION, name: "neighbour-gone", status: "deleted", billing_account: account.id, network_uuid: network.uuid, diskSizes: [20, 40] });
  const spareDisk = must(gone.storage[1], "a disk left by a deleted VM");
  const subinterface = { uuid: ctx.rng.uuid(), vlan_tag: 77, mac_addr: vm.mac, network_uuid: network.uuid };
  const blockDisk = makeBlockDisk(ctx, LOCATION, account.id, { size_gb: 40, display_name: "neighbour-disk" });
  const attachedDisk = makeBlockDisk(ctx, LOCATION, account.id, { size_gb: 10, display_name: "neighbour-attached" });
  attachedDisk.attached_to = vm.uuid;
  vm.storage.push(attachedDiskEntry(ctx, attachedDisk, vm.storage.length));
  const sshKey = makeSshKey(ctx, "neighbour-key", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINeighbourKeyData neighbour@example");
  const ip = makeFloatingIp(ctx, LOCATION, account.id, { name: "neighbour-ip" });
  const lb = makeLoadBalancer(ctx, LOCATION, account.id, network.uuid, { display_name: "neighbour-lb" });
  const rule = { uuid: ctx.rng.uuid(), protocol: "TCP" as const, source_port: 80, target_port: 8080, created_at: formatDt(ctx.now), settings: { connection_limit: 100, session_persistence: null } };
  lb.forwarding_rules.push(rule);
  lb.targets.push({ target_uuid: vm.uuid, target_type: "vm", target_ip_address: vm.private_ipv4, created_at: formatDt(ctx.now) });
  const firewall = makeFirewall(ctx, LOCATION, account.id, { display_name: "neighbour-firewall", vm_uuids: [vm.uuid] });
  const bucket = makeBucket(ctx, "neighbour-bucket", account.id, { owner: EMAIL });
  const storageKey = makeStorageKey(ctx, EMAIL);
  const service = makeService(ctx, LOCATION, account.id, { display_name: "neighbour-db", whitelist_addresses: ["10.9.9.0/24"] });
  const token = makeToken(ctx, { description: "neighbour-token" });
  const delegation = makeDelegation(ctx, account.id, "neighbour-delegation");
  const impersonation = { uuid: ctx.rng.uuid(), grantee_id: null, grantee_username: "friend@example.com", is_accepted: false, accepted_at: null, created_at: formatDt(ctx.now) };
  delegation.impersonations.push(impersonation);
  const invitation: StoredInvitation = {
    uuid: ctx.rng.uuid(),
    grantee_id: NEIGHBOUR_ID,
    grantee_username: EMAIL,
    is_accepted: true,
    accepted_at: formatDt(ctx.now - DAY),
    created_at: formatDt(ctx.now - 2 * DAY),
    access_owner: "agency@example.com",
    billing_account_name: "Neighbour's agency",
  };
  const machine = must(s.metalMachines.find((m) => m.location === LOCATION && m.status === "available"), "an available machine in tll");
  const lease: StoredMetalLease = makeMetalLease({ ...ctx, now: ctx.now - 40 * DAY }, LOCATION, account.id, machine, {
    uuid: ctx.rng.uuid(),
    requested_os_id: "debian-12",
    os_id: "debian-12",
    display_name: "neighbour-metal",
    status: "in_use",
  });
  machine.status = "in_use";
  machine.billing_account_id = account.id;
  machine.lease_uuid = lease.uuid;

  s.billingAccounts.push(account);
  s.cards.push(...cards);
  s.invoices.push(invoice);
  s.credits.push(makeCredit(ctx, account.id, 500, "neighbour top-up"));
  s.networks.push(network);
  s.vms.push(vm, gone);
  s.subinterfaces[vm.uuid] = [subinterface];
  s.ips.push(ip);
  s.loadBalancers.push(lb);
  (s.firewalls ??= []).push(firewall);
  s.buckets.push(bucket);
  s.s3Keys.push(storageKey);
  (s.blockDisks ??= []).push(blockDisk, attachedDisk);
  (s.sshKeys ??= []).push(sshKey);
  s.services.push(service);
  s.tokens.push(token);
  s.delegations.push(delegation);
  s.receivedImpersonations.push(invitation);
  s.metalLeases.push(lease);
  store.changed();
  store.settle();
  return { account, cards, invoice, network, vm, replica, gone, spareDisk, subinterface, blockDisk, attachedDisk, sshKey, ip, lb, rule, firewall, bucket, storageKey, service, token, delegation, impersonation, invitation, lease };
}

/** The other user's records. */
export type Neighbour = ReturnType<typeof addNeighbour>;

/** Strings that identify the other user's records: none may appear in an answer to someone else. */
export function neighbourMarkers(n: Neighbour): string[] {
  return [
    n.account.title,
    EMAIL,
    n.cards[0].identifier,
    n.cards[1].identifier,
    n.network.uuid,
    n.vm.uuid,
    n.vm.name,
    n.gone.uuid,
    n.replica.uuid,
    n.spareDisk.uuid,
    n.subinterface.uuid,
    n.blockDisk.uuid,
    n.attachedDisk.uuid,
    n.sshKey.uuid,
    n.sshKey.name,
    n.ip.address,
    n.ip.name,
    n.lb.uuid,
    n.lb.display_name,
    n.firewall.uuid,
    n.bucket.name,
    n.storageKey.accessKey,
    n.storageKey.secretKey,
    n.service.uuid,
    n.service.display_name,
    n.service.secrets.sql_pass,
    n.token.token,
    n.token.description,
    n.delegation.name,
    n.impersonation.uuid,
    n.invitation.uuid,
    n.lease.uuid,
    n.lease.display_name,
    "neighbour",
  ];
}
