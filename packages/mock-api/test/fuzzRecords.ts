// Generated request specs made concrete against a store: the records their fields and path parameters name, and
// the request sent, encoded as the spec says (test/fuzzRequests.ts generates the specs).
import { serviceConfigurations, vmImages } from "../src/config/catalog.js";
import { MOCK_API_KEY } from "../src/constants.js";
import type { MockState } from "../src/store/state.js";
import { LARGE_TEXT, type RequestSpec, type ValueSpec } from "./fuzzRequests.js";

/** A record a call may name, with the location it lives in (when it has one). */
interface NamedRecord {
  value: string;
  location?: string;
  /** The VM a disk or a snapshot belongs to. */
  owner?: string;
}

const located = <T extends { location: string }>(items: T[], value: (item: T) => unknown): NamedRecord[] => items.map((item) => ({ value: String(value(item)), location: item.location }));
const plain = (values: unknown[]): NamedRecord[] => values.map((value) => ({ value: String(value) }));

/** What `uuid` names, by the operation's path: a VM, a load balancer, a network, a lease, a service or an invitation. */
function subjectsOf(state: MockState, template: string): NamedRecord[] {
  if (template.includes("/network/load_balancers")) return located(state.loadBalancers, (l) => l.uuid);
  if (template.includes("/network/network")) return located(state.networks, (n) => n.uuid);
  if (template.includes("/metal/leases")) return located(state.metalLeases, (l) => l.uuid);
  if (template.includes("/service/package")) return located(state.services, (s) => s.uuid);
  if (template.includes("/impersonation/")) return plain(state.receivedImpersonations.map((i) => i.uuid));
  return located(state.vms, (v) => v.uuid);
}

/** The store's records a field or path parameter may name, by its name (and for `uuid`, by the operation). */
function recordsFor(state: MockState, name: string, template: string): NamedRecord[] {
  const disks = state.vms.flatMap((v) => v.storage.map((disk) => ({ disk, location: v.location, owner: v.uuid })));
  const pools: Record<string, () => NamedRecord[]> = {
    billing_account_id: () => plain(state.billingAccounts.map((a) => a.id)),
    id: () => plain(template.includes("access_group") ? state.delegations.map((d) => d.id) : state.billingAccounts.map((a) => a.id)),
    set_id: () => plain(state.billingAccounts.map((a) => a.id)),
    payment_object_id: () => plain(state.cards.map((c) => c.id)),
    invoice_id: () => plain(state.invoices.map((i) => i.id)),
    token_id: () => plain(state.tokens.map((t) => t.id)),
    user_id: () => plain([state.user.id]),
    delegation_id: () => plain(state.delegations.map((d) => d.id)),
    impersonation_id: () => plain(state.delegations.flatMap((d) => d.impersonations.map((i) => i.uuid))),
    uuid: () => subjectsOf(state, template),
    replica_uuid: () => disks.flatMap(({ disk, location, owner }) => disk.replica.map((r) => ({ value: r.uuid, location, owner }))),
    source_replica: () => disks.flatMap(({ disk, location, owner }) => disk.replica.map((r) => ({ value: r.uuid, location, owner }))),
    disk_uuid: () => disks.map(({ disk, location, owner }) => ({ value: disk.uuid, location, owner })),
    storage_uuid: () => disks.map(({ disk, location, owner }) => ({ value: disk.uuid, location, owner })),
    network_uuid: () => located(state.networks, (n) => n.uuid),
    vm_uuid: () => located(state.vms, (v) => v.uuid),
    source_uuid: () => located(state.vms, (v) => v.uuid),
    target_uuid: () => [...located(state.vms, (v) => v.uuid), ...state.services.flatMap((s) => s.resources.map((r) => ({ value: r.resource_id })))],
    address: () => located(state.ips, (i) => i.address),
    private_ip: () => located(state.vms, (v) => v.private_ipv4),
    name: () => plain(state.buckets.map((b) => b.name)),
    location: () => plain(state.locations.map((l) => l.slug)),
    access_key: () => plain(state.s3Keys.map((k) => k.accessKey)),
    rule_uuid: () => located(state.loadBalancers, (l) => l.forwarding_rules[0]?.uuid ?? ""),
    if_uuid: () => [...located(state.vms, (v) => v.uuid), ...plain(Object.values(state.subinterfaces).flat().map((sub) => sub.uuid))],
    identifier: () => plain((state.paymentSessions ?? []).map((session) => session.identifier)),
  };
  return pools[name]?.() ?? [];
}

type Resolved = string | { json: unknown } | { numeral: string };

function resolveValue(state: MockState, name: string, spec: ValueSpec, template: string, subject?: string): { value: Resolved; location?: string | undefined } {
  if (spec.kind === "text") return { value: spec.text };
  if (spec.kind === "json") return { value: { json: spec.value } };
  if (spec.kind === "numeral") return { value: { numeral: spec.text } };
  // A disk or snapshot of the VM the call is about, when it has any.
  const all = recordsFor(state, name, template);
  const own = all.filter((r) => r.owner !== undefined && r.owner === subject);
  const records = own.length > 0 ? own : all;
  const record = records[spec.index % Math.max(records.length, 1)];
  return record ? { value: record.value, location: record.location } : { value: String(spec.index) };
}

/** A clean call's fields made to agree: an image's version, a service's version. */
function coherent(fields: (readonly [string, Resolved])[]): (readonly [string, Resolved])[] {
  const get = (name: string) => fields.find(([n]) => n === name)?.[1];
  const osName = get("os_name");
  const image = vmImages.find((i) => i.os_name === osName);
  const service = serviceConfigurations.find((c) => c.service === get("service"));
  return fields.map(([name, value]) => {
    if (name === "os_version" && image && !image.versions.some((v) => v.os_version === value)) return [name, image.versions[0]?.os_version ?? ""] as const;
    if (name === "version" && service && (typeof value !== "string" || !service.versions.includes(value))) return [name, service.versions[0] ?? ""] as const;
    return [name, value] as const;
  });
}

/** A concrete request for a spec, against the store's current records. */
export function toRequest(state: MockState, spec: RequestSpec, base: string, headers: Record<string, string> = {}): Request {
  const template = spec.operation === "unknown" ? "get /no/such/{thing}" : spec.operation;
  const [operationMethod = "get", pathTemplate = "/"] = template.split(" ");
  // The record a call is about decides its location, so that a clean call finds what it names.
  let subjectLocation: string | undefined;
  const uuidSpec = spec.fields.find(([name]) => name === "uuid")?.[1] ?? (spec.path.uuid === "malformed" ? undefined : spec.path.uuid);
  const subject = uuidSpec ? resolveValue(state, "uuid", uuidSpec, template).value : undefined;
  const resolvedFields = spec.fields.map(([name, value]) => {
    const resolved = resolveValue(state, name, value, template, typeof subject === "string" ? subject : undefined);
    subjectLocation ??= resolved.location;
    return [name, resolved.value] as const;
  });
  const fields = spec.clean ? coherent(resolvedFields) : resolvedFields;
  const pathValues = new Map<string, string>();
  for (const [name, value] of Object.entries(spec.path)) {
    if (value === "malformed") {
      pathValues.set(name, "%E0%A4%A");
      continue;
    }
    const resolved = resolveValue(state, name, value, template);
    if (name !== "location") subjectLocation ??= resolved.location;
    const text = typeof resolved.value === "string" ? resolved.value : JSON.stringify("json" in resolved.value ? resolved.value.json : resolved.value.numeral);
    // A lone surrogate has no UTF-8: send the bytes a careless encoder would (not UTF-8 either).
    pathValues.set(name, /\p{Surrogate}/u.test(text) ? "%ED%A0%80" : encodeURIComponent(text));
  }
  if (subjectLocation && spec.path.location !== "malformed" && spec.path.location?.kind === "record") pathValues.set("location", subjectLocation);
  const path = pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues.get(name) ?? "x");
  const method = (spec.method ?? operationMethod).toUpperCase();
  const asText = (value: Resolved) => (typeof value === "string" ? value : "json" in value ? (typeof value.json === "string" ? value.json : JSON.stringify(value.json)) : value.numeral);
  const query = new URLSearchParams();
  const h = new Headers(headers);
  const apiKey = { mock: MOCK_API_KEY, none: undefined, invalid: "invalid-key", token: state.tokens.find((t) => t.restricted)?.token ?? "t", impersonation: "impersonation-abc" }[spec.key];
  if (apiKey) h.set("apikey", apiKey);
  let body: BodyInit | undefined;
  const bodyAllowed = method !== "GET" && method !== "HEAD";
  const encoding = bodyAllowed ? spec.encoding : "query";
  switch (encoding) {
    case "query":
      for (const [name, value] of fields) query.append(name, asText(value));
      break;
    case "form":
      body = new URLSearchParams(fields.map(([name, value]) => [name, asText(value)]));
      break;
    case "multipart": {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, asText(value));
      body = form;
      break;
    }
    case "json": {
      const members = fields.map(([name, value]) => {
        const json = typeof value === "string" ? JSON.stringify(value) : "json" in value ? JSON.stringify(value.json) : value.numeral;
        return `${JSON.stringify(name)}:${json}`;
      });
      body = `{${members.join(",")}}`;
      h.set("content-type", "application/json");
      break;
    }
    case "badJson":
      body = '{"name": "web", "vcpu": ';
      h.set("content-type", "application/json");
      break;
    case "xml":
    case "xmlAsForm":
      body = '<?xml version="1.0"?><vm><name>web</name><vcpu>2</vcpu></vm>';
      h.set("content-type", encoding === "xml" ? "application/xml" : "application/x-www-form-urlencoded");
      break;
    case "badUtf8":
      body = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0xc3, 0x28]);
      h.set("content-type", "application/x-www-form-urlencoded");
      break;
    case "badEscapes":
      body = "name=%E0%A4%A&vcpu=%ZZ";
      h.set("content-type", "application/x-www-form-urlencoded");
      break;
    case "octets":
      body = new Uint8Array([0, 1, 2, 3, 255]);
      h.set("content-type", "application/octet-stream");
      break;
    case "tooLarge":
      body = new URLSearchParams({ name: LARGE_TEXT });
      break;
  }
  const search = query.toString();
  return new Request(`${base}${path}${search ? `?${search}` : ""}`, { method, headers: h, ...(body !== undefined ? { body } : {}) });
}
