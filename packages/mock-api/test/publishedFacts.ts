// Replays the published API record (facts gathered from the platform's documentation, its public clients and answers
// recorded from the live API) against the mock: which facts apply, how their placeholders are filled from the seed,
// and how each request is sent exactly as the fact says.
import { readFileSync } from "node:fs";
import { operationMeta } from "@cloudconsole/sdk";
import type { MockState } from "../src/store/state.js";
import { attachedSeededDisk } from "./attachedDisk.js";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** One entry of `packages/sdk/contract/published/facts.json` (only what the replay reads). */
export interface PublishedFact {
  id: string;
  kind: "client-request" | "documentation" | "recorded-answer";
  operation: { method: string; path: string };
  request: { contentType: string | null; query: Record<string, Json> | null; body: Json };
  response: { status: number; body: Json } | null;
}

const FACTS_URL = new URL("../../sdk/contract/published/facts.json", import.meta.url);

/** Every fact of the record. */
export function readFacts(): PublishedFact[] {
  return JSON.parse(readFileSync(FACTS_URL, "utf8")) as PublishedFact[];
}

/** `get /{location}/network/network/{uuid}/` -> `get /{location}/network/network/{}`: path parameter names differ per source. */
const normalise = (key: string) => key.replace(/\{(?!location\})[^}]+\}/g, "{}").replace(/\/+$/, "");

const contractOperations = new Map(Object.keys(operationMeta).map((key) => [normalise(key), key]));

/**
 * The contract operation a fact calls, or undefined when the contract has none. A located operation called without a
 * location slug is still that operation: the published API sends such a call to the default location.
 */
export function contractOperationOf(fact: PublishedFact): string | undefined {
  const key = `${fact.operation.method.toLowerCase()} ${fact.operation.path}`;
  return contractOperations.get(normalise(key)) ?? contractOperations.get(normalise(key.replace(" /", " /{location}/")));
}

/** The facts the replay sends: client requests, documented examples and recorded answers on operations the contract has. */
export function replayableFacts(): PublishedFact[] {
  return readFacts().filter((fact) => contractOperationOf(fact) !== undefined);
}

/** What a placeholder is filled in for: the fact's operation, the field it stands in, and the seeded state. */
interface Slot {
  method: string;
  /** The fact's path template, e.g. `/{location}/user-resource/vm/storage`. */
  path: string;
  field: string;
  state: MockState;
}

/** A filled value; undefined leaves the field out, as a client does with an optional parameter it was not given. */
type Value = string | number | boolean | undefined;

/** The location every replayed call names: the default one, where the demo seed keeps most resources. */
function defaultLocation(state: MockState): string {
  const location = state.locations.find((l) => l.is_default) ?? state.locations[0];
  if (!location) throw new Error("The seed has no location.");
  return location.slug;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo seed has no ${what}; the replay needs one.`);
  return value;
}

const inDefault = <T extends { location: string }>(state: MockState, rows: T[]) => rows.filter((r) => r.location === defaultLocation(state));

const defaultAccount = (s: Slot) => must(s.state.billingAccounts.find((a) => a.is_default), "default billing account");

/** The billing account a call names: one with no resources to delete (the platform refuses otherwise), else the default. */
function account(s: Slot): number {
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
const firewall = (state: MockState) => must(inDefault(state, state.firewalls ?? [])[0], "firewall");

/** A firewall rule as the clients send one: SSH from a private prefix. */
const FIREWALL_RULES = [{ direction: "inbound", protocol: "tcp", port_start: 22, port_end: 22, endpoint_spec_type: "ip_prefixes", endpoint_spec: ["10.0.0.0/24"] }];

const vmWithTwoDisks = (s: Slot) => must(inDefault(s.state, s.state.vms).find((vm) => vm.storage.length > 1), "VM with two disks");

const vmUuid = (s: Slot) => vmFor(s).uuid;
/** A disk of the VM with two: the primary one to grow (it is the smaller), the second one to remove (the primary cannot be). */
const disk = (s: Slot) => {
  if (s.path.endsWith("/vm/storage/attach")) return detachedDisk(s.state);
  if (s.path.endsWith("/vm/storage/detach")) return attachedDisk(s);
  return must(vmWithTwoDisks(s).storage.find((d) => d.primary === (s.method !== "DELETE")), "disk").uuid;
};
/** A detached block storage disk of the default location. */
const detachedDisk = (state: MockState) => must(inDefault(state, state.blockDisks ?? []).find((d) => d.attached_to === null), "detached disk").uuid;
/** A disk to detach from the VM the call names (the seed's are all detached, so one is attached to it first). */
const attachedDisk = (s: Slot) => attachedSeededDisk(s.state, defaultLocation(s.state), vmWithTwoDisks(s).uuid).uuid;
/** An SSH key of the seed. */
const sshKey = (state: MockState) => must(state.sshKeys?.[0], "SSH key");

/** A VM create replays as a create from an image: the clients leave out the clone and volume sources they were not given. */
/** A billing account's resources are named by the account's id in `id`. */
const isBillingResources = (s: Pick<Slot, "path">) => s.path.endsWith("/user-resource/billing_resources");
const isVmCreate = (s: Slot) => s.method === "POST" && /\/user-resource\/vm\/?$/.test(s.path);
const replica = (s: Slot) => must(s.state.vms.flatMap((vm) => vm.storage.flatMap((d) => d.replica))[0], "replica").uuid;
/** An existing bucket: an empty one to delete (the platform deletes only empty buckets). */
const bucket = (s: Slot) => must(s.method === "DELETE" ? s.state.buckets.find((b) => b.num_objects === 0) : s.state.buckets[0], "bucket").name;
const freeName = (s: Slot) => `replay-${s.field.replace(/_/g, "-")}`;
/** An invoice that is final and unpaid (status 5), the only kind the platform takes a payment for; a paid one to read, as documented. */
const unpaidInvoice = (s: Slot) => must(s.state.invoices.find((i) => i.status === (s.method === "GET" ? 10 : 5)), "invoice").id;
const card = (s: Slot) => must(s.state.cards.find((c) => c.billing_account_id === defaultAccount(s).id), "card").id;
const token = (s: Slot) => must(s.state.tokens[0], "token").id;
/** A network to rename or delete (not the default one, which the platform keeps), else the default one that VMs are on. */
const network = (s: Slot) =>
  must(inDefault(s.state, s.state.networks).find((n) => n.is_default === !s.path.includes("/network/network")), "network");

/**
 * Every `<placeholder>` the facts use, each mapped once. A name missing here fails the replay of its fact, so a new
 * fact brings its placeholder into this table on purpose.
 */
const PLACEHOLDERS: Record<string, (s: Slot) => Value> = {
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
function pathParameter(state: MockState, collection: string, position: number, method: string, path: string): string {
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
const LITERAL_IDS: Record<string, string> = {
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

const isLiteral = (value: Json) => typeof value === "number" || (typeof value === "string" && !value.includes("<"));

/** Fields with their literal identifiers (and a bucket's literal name) turned into placeholders, at any depth. */
function literalIdsAsPlaceholders(path: string, fields: Json): Json {
  if (Array.isArray(fields)) return fields.map((item) => literalIdsAsPlaceholders(path, item));
  if (fields === null || typeof fields !== "object") return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      const placeholder = key === "name" && path.startsWith("/storage/bucket") ? "<bucket>" : key === "id" && isBillingResources({ path }) ? "<billingAccountId>" : LITERAL_IDS[key];
      return [key, placeholder && isLiteral(value) ? placeholder : literalIdsAsPlaceholders(path, value)];
    }),
  );
}

/** A fact's path with `{location}` and its other path parameters filled from the seed. */
export function concretePath(fact: PublishedFact, state: MockState): string {
  const segments = fact.operation.path.split("/");
  return segments
    .map((segment, i) => {
      if (segment === "{location}") return defaultLocation(state);
      if (!/^\{.+\}$/.test(segment)) return segment;
      return encodeURIComponent(pathParameter(state, segments[i - 1] ?? "", i, fact.operation.method, fact.operation.path));
    })
    .join("/");
}

/** A value with its `<placeholders>` filled: a whole-value placeholder keeps the resolver's type, an embedded one is text. */
function fill(value: Json, slot: Omit<Slot, "field">, field: string): Json | undefined {
  if (typeof value === "string") {
    const resolve = (name: string) => {
      const resolver = PLACEHOLDERS[name];
      if (!resolver) throw new Error(`Unknown placeholder ${name} (field "${field}"): map it once in PLACEHOLDERS of test/publishedFacts.ts.`);
      return resolver({ ...slot, field });
    };
    const whole = /^<[^<>]+>$/.exec(value);
    if (whole) return resolve(value);
    return value.replace(/<[^<>]+>/g, (name) => String(resolve(name)));
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, slot, field) ?? null);
  if (value !== null && typeof value === "object") {
    const filled: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) {
      const result = fill(item, slot, key);
      if (result !== undefined) filled[key] = result;
    }
    return filled;
  }
  return value;
}

const asText = (value: Json) => (typeof value === "string" ? value : JSON.stringify(value));

/** The request a fact describes, placeholders filled, ready to send to `base` (the server's `/v1`). */
export function requestOf(fact: PublishedFact, state: MockState, base: string, apiKey: string): Request {
  const slot = { method: fact.operation.method, path: fact.operation.path, state };
  const url = new URL(`${base}${concretePath(fact, state)}`);
  // A GET cannot carry a body over HTTP: a documented GET example with one sends its fields as the query.
  const bodyIsQuery = fact.operation.method === "GET" && fact.request.body !== null;
  const query = fill(literalIdsAsPlaceholders(fact.operation.path, bodyIsQuery ? fact.request.body : fact.request.query), slot, "");
  if (query && typeof query === "object" && !Array.isArray(query)) {
    for (const [key, value] of Object.entries(query)) url.searchParams.append(key, asText(value));
  }
  const headers = new Headers({ apikey: apiKey });
  const contentType = fact.request.contentType;
  if (contentType && !bodyIsQuery) headers.set("content-type", contentType);
  const body = bodyIsQuery ? null : (fill(literalIdsAsPlaceholders(fact.operation.path, fact.request.body), slot, "") ?? null);
  let payload: string | undefined;
  if (body !== null) {
    if (contentType?.startsWith("application/x-www-form-urlencoded") && typeof body === "object" && !Array.isArray(body)) {
      payload = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, asText(value)])).toString();
    } else {
      payload = JSON.stringify(body);
    }
  }
  return new Request(url, { method: fact.operation.method, headers, ...(payload !== undefined ? { body: payload } : {}) });
}

/**
 * The answer a fact shows as an object (a list's first row), or undefined when it shows none. An example of an error
 * (`{"errors": …}`, which the documentation prints for some calls) shows how a refusal looks, not what a call answers.
 */
function factAnswer(fact: PublishedFact): Record<string, Json> | undefined {
  const body = fact.response?.body;
  const sample = Array.isArray(body) ? body[0] : body;
  if (sample === null || sample === undefined || typeof sample !== "object" || Array.isArray(sample)) return undefined;
  return "errors" in sample ? undefined : sample;
}

/**
 * Why the mock's answer to a fact falls short of it, or undefined when it answers as the fact says: refused with the
 * same status when the fact shows a refusal, otherwise not refused, with every field the fact's answer has, and the same `status` where it has one (the state the call leaves a resource in).
 */
export async function shortfall(fact: PublishedFact, response: Response): Promise<string | undefined> {
  const text = await response.text();
  // A fact that shows a refusal (inspace-kube reading a VM that does not exist: 404) is met by the same refusal.
  const refusal = fact.response && fact.response.status >= 400 ? fact.response.status : undefined;
  if (refusal !== undefined) return response.status === refusal ? undefined : `answered ${response.status}, the fact ${refusal}: ${text.slice(0, 300)}`;
  if (response.status >= 400) return `refused ${response.status}: ${text.slice(0, 300)}`;
  const expected = factAnswer(fact);
  if (!expected) return undefined;
  const wanted = Object.keys(expected);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return `answered ${response.status} with no JSON, the fact's answer has ${wanted.join(", ")}`;
  }
  const sample: unknown = Array.isArray(answer) ? answer[0] : answer;
  if (sample === null || typeof sample !== "object") return `answered ${text.slice(0, 100)}, not an object with ${wanted.join(", ")}`;
  const missing = wanted.filter((field) => !(field in sample));
  if (missing.length > 0) return `the answer lacks ${missing.join(", ")}`;
  const status: unknown = "status" in sample ? sample.status : undefined;
  if ("status" in expected && status !== expected.status) return `the answer's status is ${JSON.stringify(status)}, the fact's ${JSON.stringify(expected.status)}`;
  return undefined;
}
