// Generated requests for the fuzz tests: any operation of the contract (and paths it lacks), aimed at the store's own
// records or at nonsense, its fields valid or hostile, sent as a form, JSON, multipart, a query or junk bytes.
import { operationMeta, type OperationKey, type OperationMeta } from "@cloudconsole/sdk";
import { checkResponse, zErrorBody } from "@cloudconsole/sdk/validators";
import fc from "fast-check";
import { getResponse, type HttpHandler } from "msw";
import { metalOsList, metalSpecs, serviceConfigurations, vmImages } from "../src/config/catalog.js";
import { CORRELATION_ID_HEADER, MOCK_API_KEY } from "../src/constants.js";
import { DOCUMENTED_FAILURES } from "../src/faults.js";
import { requestRules } from "../src/generated/requestRules.js";
import type { FieldRule } from "../src/handlers/fieldRules.js";
import { MAX_BODY_BYTES } from "../src/limits.js";
import type { MockState } from "../src/store/state.js";

/** A value to send: literal text, a JSON value, a numeral written as is into JSON, or one of the store's records. */
export type ValueSpec =
  | { kind: "text"; text: string }
  | { kind: "json"; value: unknown }
  | { kind: "numeral"; text: string }
  | { kind: "record"; index: number };

/** How the fields travel, or which junk body is sent instead. */
export type Encoding = "form" | "json" | "multipart" | "query" | "badJson" | "xml" | "xmlAsForm" | "badUtf8" | "badEscapes" | "octets" | "tooLarge";

/** One generated request, before it is resolved against a store. */
export interface RequestSpec {
  /** A well-aimed call: its required fields and some optional ones, all valid, naming the store's records where they name one. */
  clean: boolean;
  operation: OperationKey | "unknown";
  method: string | undefined;
  path: Record<string, ValueSpec | "malformed">;
  fields: [string, ValueSpec][];
  encoding: Encoding;
  key: "mock" | "none" | "invalid" | "token" | "impersonation";
  /** How far the mock's clock moves before the request. */
  advanceMs: number;
}

const OPERATIONS = Object.keys(requestRules) as OperationKey[];
const LARGE_TEXT = "x".repeat(MAX_BODY_BYTES + 10);

// Values that broke the mock before it checked its inputs, and others of their kind.
const HOSTILE_TEXTS = [
  "Infinity", "-Infinity", "NaN", "1e309", "-1e309", "9".repeat(400), "-1", "0", "1.5", "0x10", "abc", " ", "true", "null", "[]", "{}",
  "<script>alert(1)</script>", "a\u0000b", "\ud800", "😀", "..%2F..", "x".repeat(5_000), "%", "%zz", "a,b", "{\"source_port\":\"abc\"}",
  "[{\"source_port\":\"abc\",\"target_port\":80}]", "[{\"target_uuid\":1e309}]", "[".repeat(40), "SOURCE_IP", "vm", "backup",
];
const HOSTILE_JSON: unknown[] = [null, true, 0, -1, 1.5, 2 ** 53, [], {}, [1, 2], { nested: { deep: [1] } }, "x".repeat(2_000), ["a::b"], [{ source_port: 0 }]];
const HOSTILE_NUMERALS = ["1e309", "-1e309", "1e-400", "9".repeat(400), "-0", "1E3"];

const SLUG = fc.stringMatching(/^[a-z][a-z0-9-]{2,20}$/);

/** Valid values of fields whose rule alone cannot make one (a pattern, a catalogue, a JSON document), and near misses. */
const KNOWN_VALUES: Readonly<Record<string, readonly string[]>> = {
  country: ["EE", "ee", "FI"],
  lang: ["en", "et", "fin"],
  method_ids: ["adyen::ovo", "stripe::card"],
  requested_os_id: metalOsList.map((o) => o.id),
  spec_uuid: metalSpecs.map((s) => s.uuid),
  os_name: vmImages.map((i) => i.os_name),
  os_version: vmImages.flatMap((i) => i.versions.map((v) => v.os_version)),
  service: serviceConfigurations.map((c) => c.service),
  version: serviceConfigurations.flatMap((c) => c.versions),
  processor: ["stripe_creditcard", "adyen", "paypal"],
  campaign_code: ["WELCOME10", "SPRING25", "NOPE"],
  ip_address: ["10.0.0.1", "10.123.8.0/24", "not-an-ip"],
  grantee_username: ["someone@example.com", "not-an-email"],
  allowed_origin: ["*", "https://example.com", "ftp://nope"],
  type: ["snapshot", "backup", "invoice", "other"],
  session_persistence: ["SOURCE_IP"],
  resource_type: ["vm"],
  name: ["my-bucket-9", "web-1", "Default network"],
  package_parameters: ['{"location":"tll"}', "{}"],
  params: ['{"return_url":"/app/payment_return"}', "{}"],
};

/** A value the field's rule takes (mostly: some known values are near misses). */
const valid = (rule: FieldRule | undefined, name: string): fc.Arbitrary<ValueSpec> => {
  const text = (arb: fc.Arbitrary<string>) => arb.map((t): ValueSpec => ({ kind: "text", text: t }));
  const record = fc.nat().map((index): ValueSpec => ({ kind: "record", index }));
  if (rule && "enum" in rule && rule.enum) return text(fc.constantFrom(...rule.enum.map(String)));
  const choices = KNOWN_VALUES[name];
  const pooled = POOLED.has(name) || name === "name";
  if (choices) return pooled ? fc.oneof(text(fc.constantFrom(...choices)), record) : text(fc.constantFrom(...choices));
  if (pooled) return fc.oneof({ weight: 6, arbitrary: record }, { weight: 1, arbitrary: valueOfType(rule) });
  return valueOfType(rule);
};

const valueOfType = (rule: FieldRule | undefined): fc.Arbitrary<ValueSpec> => {
  const text = (arb: fc.Arbitrary<string>) => arb.map((t): ValueSpec => ({ kind: "text", text: t }));
  if (!rule || "anyOf" in rule) return text(fc.string({ maxLength: 12 }));
  switch (rule.type) {
    case "integer": {
      const min = rule.minimum ?? 0;
      return fc.integer({ min, max: min + 64 }).map((n): ValueSpec => ({ kind: "text", text: String(n) }));
    }
    case "number":
      return fc.double({ min: 0, max: 120, noNaN: true }).map((n): ValueSpec => ({ kind: "text", text: String(Math.round(n * 100) / 100) }));
    case "boolean":
      return text(fc.constantFrom("true", "false", "1", "0"));
    case "array":
      return "type" in rule.items && rule.items.type === "object"
        ? fc.array(fc.record({ source_port: fc.integer({ min: 1, max: 65535 }), target_port: fc.integer({ min: 1, max: 65535 }), target_uuid: fc.constant("x"), target_type: fc.constant("vm") }), { maxLength: 3 }).map((v): ValueSpec => ({ kind: "json", value: v }))
        : text(fc.constant("adyen::ovo"));
    default:
      return text(SLUG);
  }
};

const hostile: fc.Arbitrary<ValueSpec> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS).map((text): ValueSpec => ({ kind: "text", text })),
  fc.constantFrom(...HOSTILE_JSON).map((value): ValueSpec => ({ kind: "json", value })),
  fc.constantFrom(...HOSTILE_NUMERALS).map((text): ValueSpec => ({ kind: "numeral", text })),
  fc.string({ maxLength: 30, unit: "binary" }).map((text): ValueSpec => ({ kind: "text", text })),
);

/** An arbitrary per key, built once: building them is slower than drawing from them. */
function memoized<T>(build: (key: OperationKey | "unknown") => fc.Arbitrary<T>): (key: OperationKey | "unknown") => fc.Arbitrary<T> {
  const cache = new Map<string, fc.Arbitrary<T>>();
  return (key) => {
    const found = cache.get(key);
    if (found) return found;
    const built = build(key);
    cache.set(key, built);
    return built;
  };
}

/** The fields of a call: `clean` has every required field and some optional ones, all valid; `dirty` adds hostile ones. */
const fieldsOf = (operation: OperationKey | "unknown", required: readonly string[]): fc.Arbitrary<{ clean: [string, ValueSpec][]; dirty: [string, ValueSpec][] }> => {
  const rules = operation === "unknown" ? {} : requestRules[operation].fields;
  const names = Object.keys(rules);
  const named = names.length > 0 ? fc.constantFrom(...names) : fc.constant("name");
  const field = fc.oneof(
    { weight: 4, arbitrary: named.chain((name) => fc.tuple(fc.constant(name), valid(rules[name], name))) },
    { weight: 4, arbitrary: fc.tuple(named, hostile) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("unknown_field", "<?xml version", "a b", "x".repeat(200), "__proto__", "constructor"), hostile) },
  );
  const pick = (name: string) => valid(rules[name], name).map((v): [string, ValueSpec] => [name, v]);
  const clean: fc.Arbitrary<[string, ValueSpec][]> = fc
    .tuple(...names.map((name) => (required.includes(name) ? pick(name) : fc.option(pick(name), { nil: undefined }))))
    .map((fields) => fields.filter((f): f is [string, ValueSpec] => f !== undefined));
  // A dirty call keeps some of the valid fields and adds hostile ones.
  return fc.record({ clean, dirty: fc.tuple(clean, fc.array(field, { minLength: 1, maxLength: 4 }), fc.nat()).map(([all, extra, keep]) => [...all.slice(0, keep % (all.length + 1)), ...extra]) });
};

const pathOf = memoized((operation): fc.Arbitrary<{ clean: Record<string, ValueSpec | "malformed">; dirty: Record<string, ValueSpec | "malformed"> }> => {
  const names = operation === "unknown" ? [] : Object.keys(requestRules[operation].path);
  const record = fc.nat().map((index): ValueSpec => ({ kind: "record", index }));
  const value = fc.oneof({ weight: 3, arbitrary: record }, { weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: fc.constant<"malformed">("malformed") });
  const entries = (arb: fc.Arbitrary<ValueSpec | "malformed">) =>
    fc.tuple(...names.map((name) => arb.map((v): [string, ValueSpec | "malformed"] => [name, v]))).map((pairs) => Object.fromEntries(pairs));
  return fc.record({ clean: entries(record), dirty: entries(value) });
});

const KEYS = fc.constantFrom<RequestSpec["key"]>("none", "invalid", "token", "impersonation");

/**
 * Any request: well-aimed three times in five, otherwise with hostile fields, paths, bodies, methods or keys.
 * `required` names each operation's required fields (from the contract), which a well-aimed call always sends.
 */
export function requestSpecs(required: Readonly<Record<string, readonly string[]>>): fc.Arbitrary<RequestSpec> {
  const fieldSets = memoized((operation) => fieldsOf(operation, operation === "unknown" ? [] : (required[operation] ?? [])));
  return fc
    .oneof({ weight: 30, arbitrary: fc.constantFrom(...OPERATIONS) }, { weight: 1, arbitrary: fc.constant<"unknown">("unknown") })
    .chain((operation) =>
      fc.record({
        clean: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 2, arbitrary: fc.constant(false) }),
        operation: fc.constant(operation),
        method: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS") }),
        paths: pathOf(operation),
        fieldSets: fieldSets(operation),
        encoding: fc.constantFrom<Encoding>("form", "json", "query", "multipart"),
        junk: fc.constantFrom<Encoding>("badJson", "xml", "xmlAsForm", "badUtf8", "badEscapes", "octets", "tooLarge"),
        junkShare: fc.nat(9),
        key: fc.oneof({ weight: 8, arbitrary: fc.constant<RequestSpec["key"]>("mock") }, { weight: 1, arbitrary: KEYS }),
        advanceMs: fc.oneof({ weight: 10, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.integer({ min: 1, max: 20_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 * 24 * 3_600_000 }) }),
      }),
    )
    .map(({ clean, operation, method, paths, fieldSets, encoding, junk, junkShare, key, advanceMs }): RequestSpec =>
      clean
        ? { clean, operation, method: undefined, path: paths.clean, fields: fieldSets.clean, encoding, key: "mock", advanceMs }
        : { clean, operation, method, path: paths.dirty, fields: fieldSets.dirty, encoding: junkShare < 3 ? junk : encoding, key, advanceMs },
    );
}

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

/** Field names that name the store's records. */
const POOLED = new Set([
  "billing_account_id", "id", "set_id", "payment_object_id", "invoice_id", "token_id", "user_id", "delegation_id", "impersonation_id", "uuid",
  "replica_uuid", "source_replica", "disk_uuid", "storage_uuid", "network_uuid", "vm_uuid", "source_uuid", "target_uuid", "address",
  "private_ip", "location", "access_key", "rule_uuid", "if_uuid", "identifier",
]);

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

const DOCUMENTED_MESSAGES = new Set(DOCUMENTED_FAILURES.map((f) => f.message));
const CORRELATION_ID = /^mock-api-[0-9a-f]{6}$/;

/**
 * What is wrong with an answer, or undefined: it must not be a 5xx other than the platform's documented failures; an
 * error must be in the platform's error shape, with a correlation id; a JSON success must be what the contract promises.
 */
export async function answerProblem(spec: RequestSpec, request: Request, response: Response | undefined): Promise<string | undefined> {
  const where = `${request.method} ${request.url.slice(0, 300)}`;
  if (!response) return `${where}: no answer`;
  // A server sends no body with an answer to HEAD: only its status tells.
  if (request.method === "HEAD") return response.status < 500 ? undefined : `${where}: ${response.status}`;
  const text = await response.text();
  const answered = `${where}: ${response.status} ${text.slice(0, 300)}`;
  if (response.status >= 400) {
    if (!response.headers.get("content-type")?.includes("application/json")) return `${answered} is not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${answered} is not JSON`;
    }
    if (!zErrorBody.safeParse(body).success) return `${answered} is not in the platform's error shape`;
    if (!CORRELATION_ID.test(response.headers.get(CORRELATION_ID_HEADER) ?? "")) return `${answered} has no correlation id`;
    const message = (body as { errors?: { Error?: string } }).errors?.Error ?? "";
    if (response.status >= 500 && !DOCUMENTED_MESSAGES.has(message)) return `${answered} is not a documented failure`;
    return undefined;
  }
  const operation = spec.operation;
  const ownMethod = operation !== "unknown" && request.method === operation.split(" ")[0]?.toUpperCase();
  if (!ownMethod || operationMeta[operation].response !== "json") return undefined;
  const check = checkResponse(operation, JSON.parse(text));
  return check === undefined || check.ok ? undefined : `${answered} is off-contract: ${JSON.stringify(check.issues.slice(0, 3))}`;
}

/**
 * A dispatcher that gives MSW only the handlers whose method and path could match, in their order: the answer is
 * the one `getResponse` gives over all of them, without trying a hundred route patterns for every request.
 */
export function fastDispatch(handlers: HttpHandler[]): (request: Request) => Promise<Response | undefined> {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const entries = handlers.map((handler) => {
    const { method, path } = handler.info;
    const pattern =
      path instanceof RegExp ? path : typeof path === "string" ? new RegExp(`^${escape(path).replace(/\*/g, ".*").replace(/:[A-Za-z_]\w*/g, "[^/]+")}/?$`, "i") : /.*/;
    const methodMatches = (m: string) => (method instanceof RegExp ? method.test(m) : String(method).toUpperCase() === m);
    return { handler, pattern, methodMatches };
  });
  return (request) => {
    const url = request.url.replace(/[?#].*$/, "");
    const chosen = entries.filter((e) => e.methodMatches(request.method) && e.pattern.test(url)).map((e) => e.handler);
    return getResponse(chosen, request);
  };
}

/** The list calls the console's screens make, for every account and location of the store: each must pass the contract. */
export function listRequests(state: MockState, base: string): { operation: OperationKey; request: Request }[] {
  const calls: { operation: OperationKey; request: Request }[] = [];
  const lists = OPERATIONS.filter((key) => key.startsWith("get ") && ((operationMeta[key] as OperationMeta).responseType ?? "").endsWith("[]"));
  const accounts = state.billingAccounts.filter((a) => !a.is_deleted).map((a) => a.id);
  for (const operation of lists) {
    const rules = requestRules[operation];
    const template = operation.slice("get ".length);
    const locations = "location" in rules.path ? state.locations.map((l) => l.slug) : [""];
    for (const location of locations) {
      const uuids =
        "uuid" in rules.path
          ? template.includes("virtual-machines")
            ? state.vms.filter((v) => v.location === location && v.status !== "deleted").map((v) => v.uuid)
            : state.services.filter((s) => s.location === location && !s.is_deleted).map((s) => s.uuid)
          : [""];
      for (const uuid of uuids) {
        const path = template.replace("{location}", location).replace("{uuid}", uuid);
        // The account a list is of: `billing_account_id`, or `id` where the published API names it so (billing_resources).
        const accountField = "billing_account_id" in rules.fields ? "billing_account_id" : operation.endsWith("/billing_resources") ? "id" : undefined;
        const queries = accountField ? accounts.map((id) => `?${accountField}=${id}`) : [""];
        for (const query of queries) calls.push({ operation, request: new Request(`${base}${path}${query}`, { headers: { apikey: MOCK_API_KEY } }) });
      }
    }
  }
  return calls;
}
