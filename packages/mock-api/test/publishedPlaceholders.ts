// How the placeholders of the published facts (`<vmUuid>`, `<BILLING_ACCOUNT>`, a path's `{uuid}`, a documented
// example's literal ids) are filled from the demo seed.
import type { MockState } from "../src/store/state.js";
import {
  account,
  bucket,
  card,
  defaultAccount,
  defaultLocation,
  detachedDisk,
  disk,
  firewall,
  FIREWALL_RULES,
  freeName,
  inDefault,
  isBillingResources,
  isVmCreate,
  must,
  network,
  replica,
  sshKey,
  token,
  unpaidInvoice,
  vmUuid,
  type Slot,
  type Value,
} from "./publishedSeedRows.js";

/**
 * Every `<placeholder>` the facts use, each mapped once. A name missing here fails the replay of its fact, so a new
 * fact brings its placeholder into this table on purpose.
 */
export const PLACEHOLDERS: Record<string, (s: Slot) => Value> = {
  "<BILLING_ACCOUNT>": account,
  "<billingAccountId>": account,
  "<IDCLOUDHOST_BILLING_ACCOUNT>": account,
  "<GB>": (s) => (s.field === "size_gb" ? 200 : 20),
  "<GiB>": () => 20,
  "<sizeGb>": () => 200,
  "<int>": (s) => (s.field === "billing_account_id" ? account(s) : s.field === "payment_object_id" ? card(s) : s.field === "size_gb" ? 200 : 2),
  "<MiB>": () => 2048,
  "<MiB, only when ram or vcpu changed>": () => 4096,
  "<ram>": () => 2048,
  "<vcpu>": () => 2,
  "<int, only when ram or vcpu changed>": () => 4,
  "<JSON object string>": () => "{}",
  "<json>": () => "{}",
  "<cloudInit>": () => "{}",
  "<VM_ID>": vmUuid,
  "<VM_UUID>": vmUuid,
  "<vm uuid>": vmUuid,
  "<vmUuid>": vmUuid,
  "<uuid>": (s) => (UUID_FIELDS[s.field] ?? vmUuid)(s),
  "<assignedTo>": vmUuid,
  "<resource uuid>": vmUuid,
  "<targetUuid>": vmUuid,
  "<sourceUuid>": (s) => (isVmCreate(s) ? undefined : vmUuid(s)),
  "<assignedToResourceType>": () => "vm",
  "<vm|load_balancer>": () => "vm",
  "<resourceType>": () => "vm",
  "<targetType>": () => "vm",
  "<disk uuid>": disk,
  "<diskUuid>": (s) => (isVmCreate(s) ? undefined : disk(s)),
  "<storageUuid>": disk,
  "<replica uuid>": replica,
  "<replicaUuid>": replica,
  "<sourceReplica>": (s) => (isVmCreate(s) ? undefined : replica(s)),
  "<access key>": (s) => must(s.state.s3Keys[0], "S3 key").accessKey,
  "<accessKey>": (s) => must(s.state.s3Keys[0], "S3 key").accessKey,
  "<key>": (s) => (s.field === "access_key" ? must(s.state.s3Keys[0], "S3 key").accessKey : SSH_KEY),
  "<publicKey>": () => SSH_KEY,
  "<ssh public key>": () => SSH_KEY,
  "<unknown uuid>": () => "00000000-0000-4000-8000-000000000000",
  "<type>": () => "snapshot",
  "<readOnlyBootable>": () => false,
  "<sourceImageType>": () => "EMPTY",
  "<sourceImage>": () => undefined,
  "<bootImageUuid>": () => BOOT_IMAGE_UUID,
  "<bootImageRepository>": () => "platform",
  "<publicKeys>": () => SSH_KEY,
  "<amount>": () => 50,
  "<number>": () => 50,
  "<backup>": () => false,
  "<force>": () => false,
  "<optional true|false>": () => false,
  "<reservePublicIp>": () => false,
  "<isMultiNode>": () => false,
  "<restricted>": () => false,
  "<showShadow>": () => false,
  "<isRecurringPaymentEnabled>": () => true,
  "<recurringPaymentAmount>": () => 20,
  "<recurringPaymentThreshold>": () => 5,
  "<bucket>": (s) => (s.method === "PUT" ? freeName(s) : bucket(s)),
  "<name>": (s) => (s.path.startsWith("/storage/bucket") && s.method !== "PUT" ? bucket(s) : freeName(s)),
  "<clone name>": freeName,
  "<displayName>": freeName,
  "<description>": () => "replayed",
  "<text>": () => "replayed",
  "<optional>": (s) => (s.field === "os_name" ? "ubuntu" : s.field === "os_version" ? "24.04" : undefined),
  "<designatedPoolUuid>": () => "",
  "<disks>": () => 20,
  "<first>": () => "Replay",
  "<firstName>": () => "Replay",
  "<last>": () => "Tester",
  "<lastName>": () => "Tester",
  "<id>": (s) => (s.field === "token_id" ? token(s) : isBillingResources(s) ? account(s) : "38001010000"),
  "<personalIdNumber>": () => "38001010000",
  "<phone>": () => "+3725550000",
  "<phoneNumber>": () => "+3725550000",
  "<tokenId>": token,
  "<invoiceId>": unpaidInvoice,
  "<paymentObjectId>": card,
  "<token>": () => "tok_visa",
  "<ipAddress>": (s) => (s.method === "DELETE" ? must(inDefault(s.state, s.state.services).find((p) => p.whitelist_addresses.length > 0)?.whitelist_addresses[0], "allow-listed address") : "10.9.9.0/24"),
  "<networkUuid>": (s) => network(s).uuid,
  "<private network uuid>": (s) => network(s).uuid,
  "<os>": () => "ubuntu",
  "<osName>": () => "ubuntu",
  "<osVersion>": () => "24.04",
  "<version>": (s) => (s.field === "os_version" ? "24.04" : "16"),
  "<service>": () => "postgresql",
  "<packageParameters>": () => "{}",
  "<vmCpu>": () => 2,
  "<vmRam>": () => 2048,
  "<vmDiskGb>": () => 20,
  "<password>": () => "Replay-Passw0rd!",
  "<username>": () => "replay",
  "<rules>": () => JSON.stringify(FIREWALL_RULES),
  "<existing rule uuid, optional>": (s) => must(firewall(s.state).rules[0], "firewall rule").uuid,
  "<sourcePort>": () => 8080,
  "<targetPort>": () => 80,
};

/** What a `<uuid>` stands for, by the field it fills (a VM's uuid elsewhere). */
const UUID_FIELDS: Record<string, (s: Slot) => Value> = {
  network_uuid: (s) => network(s).uuid,
  replica_uuid: replica,
  storage_uuid: disk,
  disk_uuid: (s) => (isVmCreate(s) ? undefined : disk(s)),
  designated_pool_uuid: () => undefined,
  source_uuid: (s) => (isVmCreate(s) ? undefined : vmUuid(s)),
  source_replica: (s) => (isVmCreate(s) ? undefined : replica(s)),
};

/** The platform's rescue image (the catalog's first boot image). */
const BOOT_IMAGE_UUID = "e3a5f2d6-7d15-11f0-85ba-047bcbc1cb26";

const SSH_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIIc6jH1zN0rT9jQ0qW5l2x8m3V4b7pR1sD2fG3hJ4kL5 replay@example";

/** The collection a path parameter follows (`network/load_balancers/{uuid}` -> `load_balancers`) picks the seeded row it names. */
export function pathParameter(state: MockState, collection: string, position: number, method: string, path: string): string {
  const location = defaultLocation(state);
  const slot: Slot = { method, path, field: collection, state };
  switch (collection) {
    case "network": return network(slot).uuid;
    case "load_balancers": return must(inDefault(state, state.loadBalancers)[0], "load balancer").uuid;
    case "targets": return must(inDefault(state, state.loadBalancers)[0]?.targets[0], "load balancer target").target_uuid;
    case "forwarding_rules": return must(inDefault(state, state.loadBalancers)[0]?.forwarding_rules[0], "forwarding rule").uuid;
    case "billing_account": return String(defaultAccount(slot).id);
    // A disk to delete must be detached; one to read or change may be either.
    case "disks": return detachedDisk(state);
    case "ssh_keys": return sshKey(state).uuid;
    case "keys": return String(sshKey(state).id);
    case "firewalls": return firewall(state).uuid;
    case "package": return must(state.services.find((p) => p.location === location && p.whitelist_addresses.length > 0), "service package").uuid;
    case "ip_addresses": {
      // Unassigning needs an assigned address; assigning, renaming or deleting a free one.
      const ips = inDefault(state, state.ips).filter((ip) => !ip.is_deleted);
      const assigned = path.endsWith("/unassign");
      return must(ips.find((ip) => (ip.assigned_to !== null && ip.assigned_to !== "") === assigned), "floating IP").address;
    }
    default: throw new Error(`No seeded value for the path parameter after "${collection}" (position ${position}) in ${path}: add one to the replay's pathParameter.`);
  }
}

/**
 * The documentation's examples and the recordings name resources of their own accounts (VM `5aea1842-…`, billing
 * account 1200132376): a literal value of one of these identifier fields is filled as the placeholder beside it.
 */
export const LITERAL_IDS: Record<string, string> = {
  uuid: "<uuid>",
  vm_uuid: "<vm uuid>",
  target_uuid: "<targetUuid>",
  billing_account_id: "<billingAccountId>",
  token_id: "<tokenId>",
  replica_uuid: "<replicaUuid>",
  disk_uuid: "<diskUuid>",
  storage_uuid: "<storageUuid>",
  access_key: "<accessKey>",
  payment_object_id: "<paymentObjectId>",
  invoice_id: "<invoiceId>",
  designated_pool_uuid: "<designatedPoolUuid>",
  network_uuid: "<networkUuid>",
  token: "<token>",
};
