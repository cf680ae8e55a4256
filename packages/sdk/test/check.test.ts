// The generated predicates (src/generated/check.ts) must give the zod validators' verdict on every JSON value:
// checkResponse trusts a passing predicate and asks zod only when it fails. Values are generated from the contract's
// own schemas (valid ones), then broken at random places (wrong types, missing keys, extra keys, nulls).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { bundleContract, describeOperation, listOperations } from "../scripts/generate.mjs";
import { checkName } from "../scripts/check-emitter.mjs";
import * as checks from "../src/generated/check.js";
import { responseChecks } from "../src/generated/check.js";
import { loadResponseCheck, responseCheckDomains, responseCheckLoaders } from "../src/generated/checks/index.js";
import * as validators from "../src/validators.js";
import { checkResponse, responseValidatorFor } from "../src/validators.js";
import { propertyRuns, propertyTimeout } from "./propertyRuns.js";

type Schema = Record<string, unknown> | boolean | undefined;
let document: Awaited<ReturnType<typeof bundleContract>>;
const totals: string[] = [];
let responses: { key: string; schemas: Schema[]; tag: unknown }[];

beforeAll(async () => {
  document = await bundleContract();
  responses = listOperations(document)
    .map((op) => ({ key: op.key, schemas: describeOperation(document, op).jsonSchemas as Schema[], tag: (op.operation.tags as unknown[] | undefined)?.[0] }))
    .filter((entry) => entry.schemas.length > 0);
});

const componentArbitraries = new Map<string, fc.Arbitrary<unknown>>();
/** How often a value is replaced by noise (out of 12 + this); 0 builds values that only break at boundaries. */
let noiseWeight = 0;
const noise = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string(), fc.constant([]), fc.constant({}));

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  const regex = new RegExp(pattern);
  try {
    return fc.stringMatching(regex).filter((text) => regex.test(text));
  } catch {
    return fc.oneof(fc.constantFrom("abc", "my-bucket", "a1"), fc.string()).filter((text) => regex.test(text));
  }
}

/** Values that match `schema` most of the time, and break it somewhere some of the time. */
function arbitrary(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, depth);
  return noiseWeight === 0 ? valid : fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: noise, weight: noiseWeight });
}

function validArbitrary(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema === true || schema === undefined) return fc.jsonValue({ maxDepth: 1 });
  if (schema === false) return noise;
  const s = schema as Record<string, unknown> & { type?: string | string[] };
  if (typeof s.$ref === "string") {
    const name = s.$ref.split("/").at(-1) ?? "";
    const memo = `${name}@${Math.min(depth + 1, 6)}~${noiseWeight}`;
    let cached = componentArbitraries.get(memo);
    if (!cached) {
      cached = arbitrary(document.components.schemas?.[name] as Schema, depth + 1);
      componentArbitraries.set(memo, cached);
    }
    return cached;
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if (Array.isArray(s.allOf)) {
    return fc.tuple(...(s.allOf as Schema[]).map((part) => validArbitrary(part, depth))).map((parts): unknown =>
      parts.every((part) => part && typeof part === "object" && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0],
    );
  }
  for (const keyword of ["oneOf", "anyOf"] as const) {
    if (Array.isArray(s[keyword])) return fc.oneof(...(s[keyword] as Schema[]).map((part) => validArbitrary(part, depth)));
  }
  const types = s.type === undefined ? (s.properties || s.additionalProperties !== undefined ? ["object"] : s.items ? ["array"] : []) : [s.type].flat();
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 });
  return fc.oneof(...types.map((type) => typed(type, s, depth)));
}

function typed(type: string, s: Record<string, unknown>, depth: number): fc.Arbitrary<unknown> {
  const num = (key: string) => (typeof s[key] === "number" ? (s[key]) : undefined);
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "string":
      if (typeof s.pattern === "string") return patternArbitrary(s.pattern);
      return fc.string({ minLength: num("minLength") ?? 0, maxLength: num("maxLength") ?? 12 });
    case "integer": {
      const min = num("minimum") ?? (num("exclusiveMinimum") !== undefined ? (num("exclusiveMinimum") as number) + 1 : -1000);
      const max = num("maximum") ?? (num("exclusiveMaximum") !== undefined ? (num("exclusiveMaximum") as number) - 1 : min + 2000);
      return fc.oneof({ arbitrary: fc.integer({ min, max }), weight: 30 }, { arbitrary: fc.constantFrom(min - 1, max + 1, min + 0.5, 2 ** 53), weight: 1 });
    }
    case "number": {
      const min = num("minimum") ?? num("exclusiveMinimum") ?? -1000;
      const max = num("maximum") ?? num("exclusiveMaximum") ?? min + 2000;
      return fc.oneof({ arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 30 }, { arbitrary: fc.constantFrom(min, max, min - 1, max + 1), weight: 1 });
    }
    case "array": {
      const item = depth > 4 ? fc.constant(null) : arbitrary(s.items as Schema, depth + 1);
      return fc.array(item, { minLength: Math.max(0, (num("minItems") ?? 0) - 1), maxLength: Math.min(num("maxItems") ?? 3, 3) });
    }
    case "object": {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required ?? []) as string[]);
      const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, depth > 4 ? fc.constant(null) : arbitrary(property, depth + 1)]));
      const extra = s.additionalProperties;
      const extras =
        extra && typeof extra === "object" ? fc.dictionary(fc.string({ maxLength: 4 }), arbitrary(extra as Schema, depth + 1), { maxKeys: 3 }) : fc.dictionary(fc.constantFrom("zz_extra", "other"), noise, { maxKeys: 1 });
      const requiredKeys = [...required];
      return fc.tuple(fc.record(shape, { requiredKeys }), fc.record(shape, { requiredKeys: [] }), fc.nat(20), extras).map(([full, partial, roll, more]) => ({
        ...more,
        ...(roll === 0 ? partial : full),
      }));
    }
    default:
      throw new Error(`unsupported type ${type}`);
  }
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

describe("generated predicates agree with the zod validators", () => {
  afterAll(() => { if (process.env.SHOW_TOTALS) console.log(totals.join(" ")); });
  it("there is a predicate for every component and every JSON response", () => {
    for (const name of Object.keys(document.components.schemas ?? {})) expect(typeof (checks as Record<string, unknown>)[checkName(name)], name).toBe("function");
    expect(Object.keys(responseChecks).sort()).toEqual(responses.map((entry) => entry.key).sort());
  });

  it.each([0, 1])("on values built from each component's schema, broken with noise weight %i", { timeout: propertyTimeout(60_000) }, (weight) => {
    noiseWeight = weight;
    const verdicts = { valid: 0, invalid: 0 };
    for (const [name, schema] of Object.entries(document.components.schemas ?? {})) {
      const predicate = (checks as unknown as Record<string, (value: unknown) => boolean>)[checkName(name)];
      const zod = (validators as unknown as Record<string, z.ZodType>)[`z${checkName(name).slice(2)}`];
      if (!predicate || !zod) throw new Error(`missing validators for ${name}`);
      let passed = 0;
      fc.assert(
        fc.property(arbitrary(schema as Schema).map(json), (value) => {
          const verdict = zod.safeParse(value).success;
          if (verdict) passed += 1;
          verdicts[verdict ? "valid" : "invalid"] += 1;
          expect(predicate(value), `${name}: ${JSON.stringify(value).slice(0, 300)}`).toBe(verdict);
        }),
        propertyRuns({ seed: 20261122, numRuns: 50 }),
      );
      totals.push(`${weight}/${name}:${passed}`);
    }
    // Agreeing only on valid values, or only on broken ones, would leave half of the predicates untested.
    expect(verdicts.valid).toBeGreaterThan(0);
    expect(verdicts.invalid).toBeGreaterThan(0);
  });

  it("on each operation's response, and checkResponse gives the same outcome as zod alone", { timeout: propertyTimeout(60_000) }, () => {
    noiseWeight = 1;
    const verdicts = { valid: 0, invalid: 0 };
    for (const { key, schemas } of responses) {
      const zod = responseValidatorFor(key);
      const predicate = responseChecks[key];
      expect(zod, key).toBeDefined();
      expect(predicate, key).toBeTypeOf("function");
      fc.assert(
        fc.property(fc.oneof(...schemas.map((schema) => arbitrary(schema))).map(json), (value) => {
          const verdict = zod?.safeParse(value).success;
          verdicts[verdict ? "valid" : "invalid"] += 1;
          expect(predicate?.(value), `${key}: ${JSON.stringify(value).slice(0, 300)}`).toBe(verdict);
          expect(checkResponse(key, value)?.ok).toBe(verdict);
        }),
        propertyRuns({ seed: 7, numRuns: 25 }),
      );
    }
    expect(verdicts.valid).toBeGreaterThan(0);
    expect(verdicts.invalid).toBeGreaterThan(0);
  });

  it("on arbitrary JSON", () => {
    const verdicts = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...Object.keys(responseChecks)), (value, key) => {
        const verdict = responseValidatorFor(key)?.safeParse(value).success;
        verdicts[verdict ? "valid" : "invalid"] += 1;
        expect(responseChecks[key]?.(value)).toBe(verdict);
      }),
      propertyRuns({ seed: 3, numRuns: 2000 }),
    );
    expect(verdicts.valid).toBeGreaterThan(0);
    expect(verdicts.invalid).toBeGreaterThan(0);
  });

  it("still reports zod's issues when a response does not match", () => {
    const check = checkResponse("get /config/locations", [{ slug: 5 }]);
    expect(check?.ok).toBe(false);
    expect(check && !check.ok && check.issues.length).toBeGreaterThan(0);
  });
});

// The client loads only the module of an operation's domain (checks/<tag>.ts), so each must agree with check.ts.
describe("the domain predicate modules", () => {
  let modules: Record<string, Readonly<Record<string, (value: unknown) => boolean>>>;
  const domainCheck = (key: string) => modules[responseCheckDomains[key] ?? ""]?.[key];

  beforeAll(async () => {
    const loaded = await Promise.all(Object.entries(responseCheckLoaders).map(async ([domain, load]) => [domain, (await load()).responseChecks] as const));
    modules = Object.fromEntries(loaded);
  });

  it("hold every operation with a JSON response in exactly one module: its first tag's, the one the index names", () => {
    for (const { key, tag } of responses) {
      const holders = Object.keys(modules).filter((domain) => Object.hasOwn(modules[domain] ?? {}, key));
      expect(holders, key).toEqual([tag]);
      expect(responseCheckDomains[key], key).toBe(tag);
    }
    const keys = responses.map((entry) => entry.key).sort();
    expect(Object.values(modules).flatMap((checks) => Object.keys(checks)).sort()).toEqual(keys);
    expect(Object.keys(responseCheckDomains).sort()).toEqual(keys);
    expect(Object.keys(modules).sort()).toEqual([...new Set(responses.map((entry) => entry.tag))].sort());
  });

  it("give check.ts's verdict on each operation's generated and broken responses", { timeout: propertyTimeout(60_000) }, () => {
    noiseWeight = 1;
    for (const { key, schemas } of responses) {
      const predicate = domainCheck(key);
      expect(predicate, key).toBeTypeOf("function");
      fc.assert(
        fc.property(fc.oneof(...schemas.map((schema) => arbitrary(schema))).map(json), (value) => {
          expect(predicate?.(value), `${key}: ${JSON.stringify(value).slice(0, 300)}`).toBe(responseChecks[key]?.(value));
        }),
        propertyRuns({ seed: 11, numRuns: 25 }),
      );
    }
  });

  it("give check.ts's verdict on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...Object.keys(responseChecks)), (value, key) => {
        expect(domainCheck(key)?.(value)).toBe(responseChecks[key]?.(value));
      }),
      propertyRuns({ seed: 5, numRuns: 1000 }),
    );
  });

  it("are reached through loadResponseCheck, which has nothing for operations without a JSON schema", async () => {
    await expect(loadResponseCheck("get /config/ui/config")).resolves.toBe(domainCheck("get /config/ui/config"));
    expect(loadResponseCheck("delete /storage/bucket")).toBeUndefined();
    expect(loadResponseCheck("get /nowhere")).toBeUndefined();
  });
});
