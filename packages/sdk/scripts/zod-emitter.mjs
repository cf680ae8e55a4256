// Turns the JSON Schema subset our OpenAPI 3.1 contract uses into zod 4 source code.
// Kept small and strict: an unsupported keyword fails generation instead of silently weakening a validator.

const SUPPORTED_KEYWORDS = new Set([
  "$ref",
  "type",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "minItems",
  "maxItems",
  "oneOf",
  "anyOf",
  "allOf",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "format",
  "description",
  "title",
  "examples",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "contentMediaType",
]);

const REF_PREFIX = "#/components/schemas/";

/** The identifier a component's validator gets in generated code: `zUiConfig`. */
export function validatorName(componentName) {
  const safe = String(componentName).replace(/[^A-Za-z0-9_$]/g, "_");
  return `z${safe.charAt(0).toUpperCase()}${safe.slice(1)}`;
}

/** The identifier of an operation's success-response validator: `zGetUiConfigResponse`. */
export function responseValidatorName(operationId) {
  return validatorName(`${operationId}Response`);
}

function refTarget(ref) {
  if (typeof ref !== "string" || !ref.startsWith(REF_PREFIX)) {
    throw new Error(`Only local component references are supported, got ${JSON.stringify(ref)}`);
  }
  return decodeURIComponent(ref.slice(REF_PREFIX.length)).replace(/~1/g, "/").replace(/~0/g, "~");
}

/** Every component a schema refers to directly or through nesting. */
export function collectRefs(schema, into = new Set()) {
  if (Array.isArray(schema)) {
    for (const item of schema) collectRefs(item, into);
  } else if (schema && typeof schema === "object") {
    for (const [key, value] of Object.entries(schema)) {
      if (key === "$ref") into.add(refTarget(value));
      else if (key !== "examples" && key !== "default" && key !== "const" && key !== "enum") collectRefs(value, into);
    }
  }
  return into;
}

function isValidIdentifier(name) {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);
}

function propertyKey(name) {
  return isValidIdentifier(name) ? name : JSON.stringify(name);
}

function literal(value) {
  return `z.literal(${JSON.stringify(value)})`;
}

function indent(text, depth) {
  const pad = "  ".repeat(depth);
  return text
    .split("\n")
    .map((line, index) => (index === 0 ? line : `${pad}${line}`))
    .join("\n");
}

/** Emits the zod expression for one schema; `where` names it in error messages. */
export function emitSchema(schema, context = {}, where = "schema") {
  if (schema === true || schema === undefined) return "z.unknown()";
  if (schema === false) return "z.never()";
  if (typeof schema !== "object" || schema === null) throw new Error(`${where}: a schema must be an object`);
  for (const key of Object.keys(schema)) {
    if (!SUPPORTED_KEYWORDS.has(key) && !key.startsWith("x-")) {
      throw new Error(`${where}: unsupported JSON Schema keyword "${key}"; extend scripts/zod-emitter.mjs first`);
    }
  }

  if (schema.$ref !== undefined) {
    const target = refTarget(schema.$ref);
    return validatorName(target);
  }

  if (schema.const !== undefined) return literal(schema.const);

  if (schema.enum !== undefined) return emitEnum(schema, where);

  if (schema.allOf) {
    const parts = schema.allOf.map((part, index) => emitSchema(part, context, `${where}.allOf[${index}]`));
    return parts.reduce((left, right) => `z.intersection(${left}, ${right})`);
  }

  for (const keyword of ["oneOf", "anyOf"]) {
    if (schema[keyword]) {
      const parts = schema[keyword].map((part, index) => emitSchema(part, context, `${where}.${keyword}[${index}]`));
      return parts.length === 1 ? parts[0] : `z.union([${parts.join(", ")}])`;
    }
  }

  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties !== undefined) return emitObject(schema, context, where);
    if (schema.items) return emitArray(schema, context, where);
    return "z.unknown()";
  }
  const nullable = types.includes("null");
  const concrete = types.filter((type) => type !== "null");
  if (concrete.length === 0) return "z.null()";
  const emitted = concrete.map((type) => emitTyped(type, schema, context, where));
  const base = emitted.length === 1 ? emitted[0] : `z.union([${emitted.join(", ")}])`;
  return nullable ? `${base}.nullable()` : base;
}

function emitEnum(schema, where) {
  const values = schema.enum;
  if (!Array.isArray(values) || values.length === 0) throw new Error(`${where}: enum must be a non-empty array`);
  const nonNull = values.filter((value) => value !== null);
  const nullable = nonNull.length !== values.length;
  let base;
  if (nonNull.length > 0 && nonNull.every((value) => typeof value === "string")) {
    base = `z.enum([${nonNull.map((value) => JSON.stringify(value)).join(", ")}])`;
  } else if (nonNull.length === 1) {
    base = literal(nonNull[0]);
  } else {
    base = `z.union([${nonNull.map(literal).join(", ")}])`;
  }
  return nullable ? `${base}.nullable()` : base;
}

function emitTyped(type, schema, context, where) {
  switch (type) {
    case "string":
      return emitString(schema);
    case "integer":
      return emitNumber("z.int()", schema);
    case "number":
      return emitNumber("z.number()", schema);
    case "boolean":
      return "z.boolean()";
    case "array":
      return emitArray(schema, context, where);
    case "object":
      return emitObject(schema, context, where);
    default:
      throw new Error(`${where}: unsupported type "${type}"`);
  }
}

function emitString(schema) {
  let out = "z.string()";
  if (schema.minLength !== undefined) out += `.min(${schema.minLength})`;
  if (schema.maxLength !== undefined) out += `.max(${schema.maxLength})`;
  if (schema.pattern !== undefined) out += `.regex(new RegExp(${JSON.stringify(schema.pattern)}))`;
  return out;
}

function emitNumber(base, schema) {
  let out = base;
  if (schema.minimum !== undefined) out += `.gte(${schema.minimum})`;
  if (schema.exclusiveMinimum !== undefined) out += `.gt(${schema.exclusiveMinimum})`;
  if (schema.maximum !== undefined) out += `.lte(${schema.maximum})`;
  if (schema.exclusiveMaximum !== undefined) out += `.lt(${schema.exclusiveMaximum})`;
  return out;
}

function emitArray(schema, context, where) {
  let out = `z.array(${emitSchema(schema.items ?? true, context, `${where}.items`)})`;
  if (schema.minItems !== undefined) out += `.min(${schema.minItems})`;
  if (schema.maxItems !== undefined) out += `.max(${schema.maxItems})`;
  return out;
}

function emitObject(schema, context, where) {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  for (const name of required) {
    if (!(name in properties)) throw new Error(`${where}: required property "${name}" is not declared`);
  }
  const extra = schema.additionalProperties;
  const names = Object.keys(properties);
  if (names.length === 0 && extra !== undefined && extra !== false && extra !== true) {
    return `z.record(z.string(), ${emitSchema(extra, context, `${where}.additionalProperties`)})`;
  }
  if (names.length === 0 && extra === undefined) return "z.looseObject({})";
  const lines = names.map((name) => {
    const value = emitSchema(properties[name], context, `${where}.${name}`);
    return `  ${propertyKey(name)}: ${indent(value, 1)}${required.has(name) ? "" : ".optional()"},`;
  });
  const shape = lines.length === 0 ? "{}" : `{\n${lines.join("\n")}\n}`;
  // JSON Schema allows unknown properties unless told otherwise: z.object accepts them (and drops them from its output;
  // the client returns the original data, so fields the contract has not named yet still reach callers).
  if (extra === false) return `z.strictObject(${shape})`;
  if (extra === undefined || extra === true) return `z.object(${shape})`;
  return `z.object(${shape}).catchall(${emitSchema(extra, context, `${where}.additionalProperties`)})`;
}

/** Orders component names so that each comes after the components it uses. */
export function orderComponents(schemas) {
  const names = Object.keys(schemas).sort();
  const order = [];
  const state = new Map();
  const visit = (name, stack) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      // zod needs hand-written getters for recursive types; the contract has none, so keep it that way loudly.
      throw new Error(`Recursive schema ${[...stack, name].join(" -> ")} is not supported by the zod emitter`);
    }
    if (!(name in schemas)) throw new Error(`${stack.join(" -> ")} refers to missing component "${name}"`);
    state.set(name, "visiting");
    for (const dep of [...collectRefs(schemas[name])].sort()) visit(dep, [...stack, name]);
    state.set(name, "done");
    order.push(name);
  };
  for (const name of names) visit(name, []);
  return order;
}
