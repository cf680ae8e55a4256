// The contract as the generators read it: bundled into one document, its operations listed, and what each sends and
// answers (body encoding, responses, idempotency, the published API's encoding where it differs).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundle, createConfig } from "@redocly/openapi-core";

const contractEntry = join(dirname(fileURLToPath(import.meta.url)), "..", "contract", "openapi.yaml");
const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";
/** How a call's fields travel: a form body, a JSON body, or the query string. */
export const BODY_ENCODINGS = ["form", "json", "query"];
const ENCODING_FIELDS = ["x-body-encoding", "x-published-body-encoding", "x-encoding-note"];

/** Bundles the split contract into one document with local `#/components/...` references only. */
export async function bundleContract(entry = contractEntry) {
  const config = await createConfig({});
  const result = await bundle({ ref: entry, config, dereference: false });
  const errors = result.problems.filter((problem) => problem.severity === "error");
  if (errors.length > 0) {
    throw new Error(`The contract does not bundle:\n${errors.map((problem) => `- ${problem.message}`).join("\n")}`);
  }
  const document = result.bundle.parsed;
  const schemas = document.components?.schemas ?? {};
  // Stable output: components sorted by name regardless of the order the bundler met them.
  document.components = { ...document.components, schemas: Object.fromEntries(Object.keys(schemas).sort().map((key) => [key, schemas[key]])) };
  return document;
}

/** Every operation of the document as `{ key, method, path, operation }`, sorted by path then method. */
export function listOperations(document) {
  const operations = [];
  for (const path of Object.keys(document.paths ?? {}).sort()) {
    const item = document.paths[path];
    for (const method of HTTP_METHODS) {
      if (item[method]) operations.push({ key: `${method} ${path}`, method, path, operation: item[method], pathItem: item });
    }
  }
  return operations;
}

export function resolveLocal(document, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === "object" && typeof current.$ref === "string") {
    if (seen.has(current.$ref)) throw new Error(`Circular reference ${current.$ref}`);
    seen.add(current.$ref);
    const pointer = current.$ref.replace(/^#\//, "").split("/").map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
    current = pointer.reduce((value, part) => value?.[part], document);
    if (current === undefined) throw new Error(`Unresolved reference ${[...seen].at(-1)}`);
  }
  return current;
}

/** How an operation sends its body and what its success responses carry. */
export function describeOperation(document, { operation }) {
  const body = operation.requestBody ? resolveLocal(document, operation.requestBody) : undefined;
  let requestBody;
  const flagFields = [];
  if (body?.content) {
    const types = Object.keys(body.content);
    const bodySchema = resolveLocal(document, body.content[FORM]?.schema ?? {});
    for (const [name, property] of Object.entries(bodySchema.properties ?? {})) {
      if (property["x-present-means-true"]) flagFields.push(name);
    }
    if (types.includes(JSON_TYPE)) requestBody = "json";
    else if (types.includes(FORM)) requestBody = "form";
    else throw new Error(`${operation.operationId}: request body must be ${JSON_TYPE} or ${FORM}, got ${types.join(", ")}`);
  }
  const jsonSchemas = [];
  let response = "empty";
  for (const status of Object.keys(operation.responses ?? {}).sort()) {
    if (!/^2\d\d$/.test(status)) continue;
    const content = resolveLocal(document, operation.responses[status]).content;
    if (!content) continue;
    if (content[JSON_TYPE]) {
      response = "json";
      jsonSchemas.push(content[JSON_TYPE].schema ?? true);
    } else if (response !== "json") {
      response = "binary";
    }
  }
  return { requestBody, response, jsonSchemas, flagFields, ...describeWire(operation, requestBody) };
}

/**
 * What the contract records about the call on the wire: `x-idempotent` (POST and PATCH only: GET, PUT and DELETE are
 * idempotent by method) and, where this contract and the provider's published API send the fields differently,
 * both encodings and why. A recorded encoding must be the one the operation really uses.
 */
function describeWire(operation, requestBody) {
  const id = operation.operationId;
  const idempotent = operation["x-idempotent"];
  if (idempotent !== undefined && idempotent !== true) throw new Error(`${id}: x-idempotent must be true or absent`);
  const present = ENCODING_FIELDS.filter((field) => operation[field] !== undefined);
  if (present.length === 0) return { idempotent: idempotent === true };
  if (present.length !== ENCODING_FIELDS.length) {
    throw new Error(`${id}: ${ENCODING_FIELDS.join(", ")} go together; missing ${ENCODING_FIELDS.filter((field) => !present.includes(field)).join(", ")}`);
  }
  const bodyEncoding = operation["x-body-encoding"];
  const publishedBodyEncoding = operation["x-published-body-encoding"];
  for (const [field, value] of [["x-body-encoding", bodyEncoding], ["x-published-body-encoding", publishedBodyEncoding]]) {
    if (!BODY_ENCODINGS.includes(value)) throw new Error(`${id}: ${field} must be one of ${BODY_ENCODINGS.join(", ")}, not ${value}`);
  }
  const actual = requestBody ?? "query";
  if (bodyEncoding !== actual) throw new Error(`${id}: x-body-encoding says ${bodyEncoding} but the operation sends ${actual}`);
  if (publishedBodyEncoding === bodyEncoding) throw new Error(`${id}: x-published-body-encoding is the contract's own; record only differences`);
  const note = operation["x-encoding-note"];
  if (typeof note !== "string" || note.trim() === "") throw new Error(`${id}: x-encoding-note must say why the encodings differ`);
  return { idempotent: idempotent === true, bodyEncoding, publishedBodyEncoding };
}
