// Compiles the contract's JSON Schemas into plain predicate functions (`isVirtualMachine(value): boolean`) that accept
// exactly what the zod validators from zod-emitter.mjs accept, for values that come from JSON.parse. They allocate
// nothing, so checking a large response costs a fraction of a zod parse (which builds a full copy of its input).
// The client runs the predicate first and asks zod only when it fails, for the issue list; a differential test
// (test/check.test.ts) holds the two to the same verdicts.
import { validatorName } from "./zod-emitter.mjs";

const REF_PREFIX = "#/components/schemas/";

/** The identifier of a component's predicate: `isVirtualMachine`. */
export function checkName(componentName) {
  return `is${validatorName(componentName).slice(1)}`;
}

function refTarget(ref) {
  return decodeURIComponent(ref.slice(REF_PREFIX.length)).replace(/~1/g, "/").replace(/~0/g, "~");
}

/** Collects hoisted helpers (regexes, array and object functions) while expressions are emitted. */
export function createCheckContext() {
  return { declarations: [], regexes: new Map(), helpers: new Map(), counter: 0 };
}

function regexFor(context, pattern) {
  let name = context.regexes.get(pattern);
  if (!name) {
    name = `re${context.regexes.size}`;
    context.regexes.set(pattern, name);
    context.declarations.push(`const ${name} = new RegExp(${JSON.stringify(pattern)});`);
  }
  return name;
}

function helper(context, prefix, body) {
  // The same inline schema (a `Disk[]` in several responses) gets one function.
  const existing = context.helpers.get(body);
  if (existing) return existing;
  context.counter += 1;
  const name = `${prefix}${context.counter}`;
  context.declarations.push(`function ${name}(v: unknown): boolean {\n${body}\n}`);
  context.helpers.set(body, name);
  return name;
}

function jsonLiteral(value) {
  return JSON.stringify(value);
}

/** Whether a schema accepts `undefined` (so presence of a required key must be checked on its own). */
function acceptsUndefined(schema) {
  if (schema === true || schema === undefined) return true;
  if (schema === false || typeof schema !== "object" || schema === null) return false;
  if (schema.$ref !== undefined || schema.const !== undefined || schema.enum !== undefined || schema.type !== undefined) return false;
  if (schema.allOf) return schema.allOf.every(acceptsUndefined);
  for (const keyword of ["oneOf", "anyOf"]) if (schema[keyword]) return schema[keyword].some(acceptsUndefined);
  return !(schema.properties || schema.additionalProperties !== undefined || schema.items);
}

/** A boolean expression that is true when `v` (an identifier) matches `schema`. */
export function emitCheck(schema, v, context) {
  if (schema === true || schema === undefined) return "true";
  if (schema === false) return "false";
  if (schema.$ref !== undefined) return `${checkName(refTarget(schema.$ref))}(${v})`;
  if (schema.const !== undefined) return `${v} === ${jsonLiteral(schema.const)}`;
  if (schema.enum !== undefined) return `(${schema.enum.map((value) => `${v} === ${jsonLiteral(value)}`).join(" || ")})`;
  if (schema.allOf) return `(${schema.allOf.map((part) => emitCheck(part, v, context)).join(" && ")})`;
  for (const keyword of ["oneOf", "anyOf"]) {
    if (schema[keyword]) return `(${schema[keyword].map((part) => emitCheck(part, v, context)).join(" || ")})`;
  }
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties !== undefined) return emitObjectCheck(schema, v, context);
    if (schema.items) return emitArrayCheck(schema, v, context);
    return "true";
  }
  const parts = types.map((type) => (type === "null" ? `${v} === null` : emitTypedCheck(type, schema, v, context)));
  return parts.length === 1 ? parts[0] : `(${parts.join(" || ")})`;
}

function emitTypedCheck(type, schema, v, context) {
  switch (type) {
    case "string": {
      const checks = [`typeof ${v} === "string"`];
      if (schema.minLength !== undefined) checks.push(`${v}.length >= ${schema.minLength}`);
      if (schema.maxLength !== undefined) checks.push(`${v}.length <= ${schema.maxLength}`);
      if (schema.pattern !== undefined) checks.push(`${regexFor(context, schema.pattern)}.test(${v})`);
      return `(${checks.join(" && ")})`;
    }
    case "integer":
    case "number": {
      const checks = [type === "integer" ? `Number.isSafeInteger(${v})` : `(typeof ${v} === "number" && Number.isFinite(${v}))`];
      const bound = (value, operator) => checks.push(`(${v} as number) ${operator} ${value}`);
      if (schema.minimum !== undefined) bound(schema.minimum, ">=");
      if (schema.exclusiveMinimum !== undefined) bound(schema.exclusiveMinimum, ">");
      if (schema.maximum !== undefined) bound(schema.maximum, "<=");
      if (schema.exclusiveMaximum !== undefined) bound(schema.exclusiveMaximum, "<");
      return `(${checks.join(" && ")})`;
    }
    case "boolean":
      return `typeof ${v} === "boolean"`;
    case "array":
      return emitArrayCheck(schema, v, context);
    case "object":
      return emitObjectCheck(schema, v, context);
    default:
      throw new Error(`unsupported type "${type}"`);
  }
}

function emitArrayCheck(schema, v, context) {
  const lines = ["  if (!Array.isArray(v)) return false;"];
  if (schema.minItems !== undefined) lines.push(`  if (v.length < ${schema.minItems}) return false;`);
  if (schema.maxItems !== undefined) lines.push(`  if (v.length > ${schema.maxItems}) return false;`);
  const item = emitCheck(schema.items ?? true, "x", context);
  if (item !== "true") lines.push(`  for (let i = 0; i < v.length; i++) {\n    const x: unknown = v[i];\n    if (!(${item})) return false;\n  }`);
  lines.push("  return true;");
  return `${helper(context, "array", lines.join("\n"))}(${v})`;
}

const OBJECT_TEST = `typeof v !== "object" || v === null || Array.isArray(v)`;

function emitObjectCheck(schema, v, context) {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const required = new Set(schema.required ?? []);
  const extra = schema.additionalProperties;
  const lines = [`  if (${OBJECT_TEST}) return false;`, "  const o = v as Record<string, unknown>;"];
  if (names.length === 0 && extra !== undefined && extra !== false && extra !== true) {
    // z.record(z.string(), X): every own value matches X.
    const value = emitCheck(extra, "x", context);
    lines.push(`  for (const k of Object.keys(o)) {\n    const x = o[k];\n    if (!(${value})) return false;\n  }`);
    lines.push("  return true;");
    return `${helper(context, "record", lines.join("\n"))}(${v})`;
  }
  names.forEach((name, index) => {
    const local = `p${index}`;
    // Names that Object.prototype also has are read as own properties only, like zod does for JSON input.
    const read = name in Object.prototype ? `Object.hasOwn(o, ${jsonLiteral(name)}) ? o[${jsonLiteral(name)}] : undefined` : `o[${jsonLiteral(name)}]`;
    lines.push(`  const ${local} = ${read};`);
    const check = emitCheck(properties[name], local, context);
    if (required.has(name)) {
      if (acceptsUndefined(properties[name])) lines.push(`  if (!(${jsonLiteral(name)} in o)) return false;`);
      if (check !== "true") lines.push(`  if (!(${check})) return false;`);
    } else if (check !== "true") {
      lines.push(`  if (${local} !== undefined && !(${check})) return false;`);
    }
  });
  if (extra === false || (extra !== undefined && extra !== true)) {
    context.counter += 1;
    const knownName = `known${context.counter}`;
    context.declarations.push(`const ${knownName} = new Set(${jsonLiteral(names)});`);
    const value = extra === false ? "false" : emitCheck(extra, "x", context);
    lines.push(`  for (const k of Object.keys(o)) {\n    if (${knownName}.has(k)) continue;\n    const x = o[k];\n    if (!(${value})) return false;\n  }`);
  }
  lines.push("  return true;");
  return `${helper(context, "object", lines.join("\n"))}(${v})`;
}

/** The TypeScript source of a component's predicate; `exported: false` keeps it private to its module. */
export function emitComponentCheck(name, schema, context, { exported = true } = {}) {
  const expression = emitCheck(schema, "v", context);
  return `/** Whether a JSON value matches \`${name}\` (same verdict as \`${validatorName(name)}.safeParse\`). */\n${exported ? "export " : ""}function ${checkName(name)}(v: unknown): boolean {\n  return ${expression};\n}`;
}

/** The components `roots` reach through `$ref`s, transitively, in `schemas`' order. */
export function reachableComponents(schemas, roots) {
  const found = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== "object") return;
    if (typeof node.$ref === "string" && node.$ref.startsWith(REF_PREFIX)) {
      const name = refTarget(node.$ref);
      if (!Object.hasOwn(schemas, name)) throw new Error(`Unresolved reference ${node.$ref}`);
      if (!found.has(name)) {
        found.add(name);
        visit(schemas[name]);
      }
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(roots);
  return Object.keys(schemas).filter((name) => found.has(name));
}
