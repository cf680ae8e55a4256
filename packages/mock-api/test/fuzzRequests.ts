// Generated request specs for the fuzz tests: any operation of the contract (and paths it lacks), aimed at the store's
// own records or at nonsense, its fields valid or hostile, sent as a form, JSON, multipart, a query or junk bytes.
import type { OperationKey } from "@cloudconsole/sdk";
import fc from "fast-check";
import { metalOsList, metalSpecs, serviceConfigurations, vmImages } from "../src/config/catalog.js";
import { requestRules } from "../src/generated/requestRules.js";
import type { FieldRule } from "../src/handlers/fieldRules.js";
import { MAX_BODY_BYTES } from "../src/limits.js";

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

export const OPERATIONS = Object.keys(requestRules) as OperationKey[];
export const LARGE_TEXT = "x".repeat(MAX_BODY_BYTES + 10);

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

/** Field names that name the store's records. */
const POOLED = new Set([
  "billing_account_id", "id", "set_id", "payment_object_id", "invoice_id", "token_id", "user_id", "delegation_id", "impersonation_id", "uuid",
  "replica_uuid", "source_replica", "disk_uuid", "storage_uuid", "network_uuid", "vm_uuid", "source_uuid", "target_uuid", "address",
  "private_ip", "location", "access_key", "rule_uuid", "if_uuid", "identifier",
]);

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
