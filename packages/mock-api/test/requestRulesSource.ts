// Writes src/generated/requestRules.ts from the SDK's contract: each operation's path parameters and its query and
// body fields with the limits the contract gives them. test/requestRules.test.ts keeps the file in step.
import { listOperations } from "../../sdk/scripts/generate.mjs";
import type { FieldRule, OperationRules } from "../src/handlers/fieldRules.js";

type Schema = Record<string, unknown>;

// Keywords that carry no limit on an input, and those the rules carry over; any other keyword fails generation, so a
// limit added to the contract is never dropped without notice.
const IGNORED = new Set(["required", "description", "default", "examples", "x-inferred", "x-present-means-true"]);
const CARRIED = new Set(["type", "enum", "minimum", "maximum", "minLength", "maxLength", "pattern", "items", "maxItems", "properties", "allOf", "$ref"]);

/** A `#/components/...` reference resolved, following chains. */
function resolve(document: Schema, node: unknown): Schema {
  let current = node as Schema;
  for (let hops = 0; typeof current.$ref === "string"; hops += 1) {
    if (hops > 20) throw new Error(`Reference loop at ${String(current.$ref)}`);
    const pointer = current.$ref.replace(/^#\//, "").split("/");
    current = pointer.reduce<unknown>((value, part) => (value as Schema | undefined)?.[part], document) as Schema;
    if (current === undefined) throw new Error(`Unresolved reference ${pointer.join("/")}`);
  }
  return current;
}

/** The properties of an object schema, `allOf` parts merged. */
function propertiesOf(document: Schema, schema: Schema, where: string): Record<string, Schema> {
  const resolved = resolve(document, schema);
  const merged: Record<string, Schema> = {};
  for (const part of (resolved.allOf as Schema[] | undefined) ?? [resolved]) {
    Object.assign(merged, (resolve(document, part).properties as Record<string, Schema> | undefined) ?? {});
  }
  if (Object.keys(merged).length === 0 && resolved.type !== "object") throw new Error(`${where}: a request body must be an object of fields`);
  return merged;
}

function ruleOf(document: Schema, node: Schema, where: string): FieldRule {
  const schema = resolve(document, node);
  for (const keyword of Object.keys(schema)) {
    if (!IGNORED.has(keyword) && !CARRIED.has(keyword)) throw new Error(`${where}: the request rules do not carry "${keyword}"; teach test/requestRulesSource.ts it`);
  }
  if (schema.allOf) return { type: "object", properties: ruleMap(document, propertiesOf(document, schema, where), where) };
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as (string | undefined)[];
  const nullable = types.includes("null") || (Array.isArray(schema.enum) && schema.enum.includes(null));
  const kinds = types.filter((t) => t !== "null");
  if (kinds.length > 1) return { anyOf: kinds.map((type) => ruleOf(document, { ...schema, type }, where)) };
  const [type] = kinds;
  const pick = (...keys: string[]) => Object.fromEntries(keys.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]));
  const enumValues = Array.isArray(schema.enum) ? { enum: schema.enum.filter((v) => v !== null) } : {};
  const common = nullable ? { nullable: true as const } : {};
  switch (type) {
    case "string":
      return {
        type,
        ...pick("minLength", "maxLength", "pattern"),
        ...(schema.pattern !== undefined && typeof schema.description === "string" ? { hint: schema.description } : {}),
        ...enumValues,
        ...common,
      };
    case "integer":
      return { type, ...pick("minimum", "maximum"), ...enumValues, ...common };
    case "number":
      return { type, ...pick("minimum", "maximum"), ...common };
    case "boolean":
      return { type, ...common };
    case "array":
      return { type, items: ruleOf(document, schema.items as Schema, `${where}[]`), ...pick("maxItems"), ...common };
    case "object":
      return { type, properties: ruleMap(document, (schema.properties as Record<string, Schema> | undefined) ?? {}, where), ...common };
    default:
      throw new Error(`${where}: no type`);
  }
}

function ruleMap(document: Schema, properties: Record<string, Schema>, where: string): Record<string, FieldRule> {
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, ruleOf(document, schema, `${where}.${name}`)]));
}

/** Each operation's inputs, from the bundled contract. */
export function requestRulesOf(document: Schema): Record<string, OperationRules> {
  const rules: Record<string, OperationRules> = {};
  for (const { key, operation, pathItem } of listOperations(document)) {
    const parameters = [...((pathItem.parameters as Schema[] | undefined) ?? []), ...((operation.parameters as Schema[] | undefined) ?? [])].map((p) => resolve(document, p));
    const path: Record<string, FieldRule> = {};
    const fields: Record<string, FieldRule> = {};
    for (const parameter of parameters) {
      const name = String(parameter.name);
      const target = parameter.in === "path" ? path : parameter.in === "query" ? fields : undefined;
      if (!target) throw new Error(`${key}: parameters in ${String(parameter.in)} are not checked by the mock; teach test/requestRulesSource.ts them`);
      target[name] = ruleOf(document, parameter.schema as Schema, `${key} ${name}`);
    }
    const body = operation.requestBody ? resolve(document, operation.requestBody) : undefined;
    for (const content of Object.values((body?.content as Record<string, Schema> | undefined) ?? {})) {
      for (const [name, schema] of Object.entries(propertiesOf(document, content.schema as Schema, key))) {
        const rule = ruleOf(document, schema, `${key} ${name}`);
        if (fields[name] && JSON.stringify(fields[name]) !== JSON.stringify(rule)) throw new Error(`${key}: ${name} is both a query parameter and a different body field`);
        fields[name] = rule;
      }
    }
    rules[key] = { path, fields };
  }
  return rules;
}

/** Each operation's required query and body fields (the mock leaves requiredness to its handlers; tests use this). */
export function requiredFieldsOf(document: Schema): Record<string, string[]> {
  const required: Record<string, string[]> = {};
  for (const { key, operation, pathItem } of listOperations(document)) {
    const parameters = [...((pathItem.parameters as Schema[] | undefined) ?? []), ...((operation.parameters as Schema[] | undefined) ?? [])].map((p) => resolve(document, p));
    const names = parameters.filter((p) => p.in === "query" && p.required === true).map((p) => String(p.name));
    const body = operation.requestBody ? resolve(document, operation.requestBody) : undefined;
    for (const content of Object.values((body?.content as Record<string, Schema> | undefined) ?? {})) {
      const schema = resolve(document, content.schema);
      for (const part of (schema.allOf as Schema[] | undefined) ?? [schema]) names.push(...(((resolve(document, part).required as string[] | undefined) ?? [])));
    }
    required[key] = [...new Set(names)];
  }
  return required;
}

/** The source text of src/generated/requestRules.ts. */
export function requestRulesSource(document: Schema): string {
  const lines = Object.entries(requestRulesOf(document)).map(([key, rules]) => `  ${JSON.stringify(key)}: ${JSON.stringify(rules)},`);
  return [
    "// Generated by test/requestRulesSource.ts from packages/sdk/contract (request inputs and their limits). Do not edit;",
    "// run `npx vitest run -u test/requestRules.test.ts` in packages/mock-api after changing the contract.",
    'import type { OperationKey } from "@cloudconsole/sdk";',
    'import type { OperationRules } from "../handlers/fieldRules.js";',
    "",
    "/** Each operation's path parameters and query and body fields, with the limits the contract sets. */",
    "export const requestRules: Readonly<Record<OperationKey, OperationRules>> = {",
    ...lines,
    "};",
    "",
  ].join("\n");
}
