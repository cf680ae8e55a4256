// Reading a request's parameters and checking them against the contract's limits, before any handler acts on them.
// A malformed, oversized or out-of-range request is refused with a RequestInputError (400 or 413), never stored.
import {
  FIELD_NAME,
  FIELD_RANGES,
  INTEGER_RANGE,
  LONG_TEXT_LENGTHS,
  MAX_ARRAY_ITEMS,
  MAX_BODY_BYTES,
  MAX_FIELDS,
  MAX_JSON_DEPTH,
  MAX_TEXT_LENGTH,
  NUMBER_RANGE,
} from "../limits.js";

/** What the contract says one request field may hold: the part of JSON Schema the contract uses for inputs. */
export type FieldRule =
  | { type: "string"; minLength?: number; maxLength?: number; pattern?: string; hint?: string; enum?: readonly string[]; nullable?: true }
  | { type: "integer"; minimum?: number; maximum?: number; enum?: readonly number[]; nullable?: true }
  | { type: "number"; minimum?: number; maximum?: number; nullable?: true }
  | { type: "boolean"; nullable?: true }
  | { type: "array"; items: FieldRule; maxItems?: number; nullable?: true }
  | { type: "object"; properties: Readonly<Record<string, FieldRule>>; nullable?: true }
  | { anyOf: readonly FieldRule[] };

/** The inputs of one operation: its path parameters, and its query and body fields by name. */
export interface OperationRules {
  path: Readonly<Record<string, FieldRule>>;
  fields: Readonly<Record<string, FieldRule>>;
}

/** A request refused for its shape or content: 400 (malformed, out of range) or 413 (too large). */
export class RequestInputError extends Error {
  override readonly name = "RequestInputError";
  readonly status: 400 | 413;
  constructor(status: 400 | 413, message: string) {
    super(message);
    this.status = status;
  }
}

/** The 413 message: how large a body may be. */
export const BODY_TOO_LARGE = `The request body is larger than the mock API accepts: send at most ${MAX_BODY_BYTES} bytes (1 MB).`;

/** Request parameters from the query string and the body (form, multipart or JSON), body values winning. */
export class Params {
  private readonly values = new Map<string, unknown[]>();

  add(key: string, value: unknown): void {
    const list = this.values.get(key) ?? [];
    list.push(value);
    this.values.set(key, list);
  }

  has(key: string): boolean {
    const v = this.values.get(key);
    return v !== undefined && v.length > 0;
  }

  /** The last value as a string; an empty value counts as absent. */
  string(key: string): string | undefined {
    const v = this.values.get(key)?.at(-1);
    if (v === undefined || v === null) return undefined;
    const s = typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : JSON.stringify(v);
    return s === "" ? undefined : s;
  }

  /** Every value of a repeated key. */
  all(key: string): unknown[] {
    return this.values.get(key) ?? [];
  }

  /** The raw last value (JSON bodies keep their types). */
  raw(key: string): unknown {
    return this.values.get(key)?.at(-1);
  }

  /** An integer, or `undefined` when absent; `NaN` when present but not an integer. */
  int(key: string): number | undefined {
    const s = this.string(key);
    if (s === undefined) return undefined;
    return /^-?\d+$/.test(s.trim()) ? Number(s) : Number.NaN;
  }

  /** A number, or `undefined` when absent; `NaN` when not a number. */
  number(key: string): number | undefined {
    const s = this.string(key);
    if (s === undefined) return undefined;
    const n = Number(s);
    return s.trim() === "" ? Number.NaN : n;
  }

  /** A boolean: true or 1 is true, false or 0 (any case) is false, an empty value is absent. */
  bool(key: string): boolean | undefined {
    const s = this.string(key)?.toLowerCase();
    if (s === undefined) return undefined;
    return s === "true" || s === "1";
  }

  /** Every name with its values, in the order first seen. */
  entries(): IterableIterator<[string, unknown[]]> {
    return this.values.entries();
  }

  /** How many names there are. */
  get size(): number {
    return this.values.size;
  }
}

/** The body's bytes, read no further than the cap: `undefined` when it is larger. */
async function readCapped(request: Request): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > MAX_BODY_BYTES) return undefined;
  const body = request.clone().body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      // Not awaited: cancelling one branch of a cloned body settles only once the other branch is cancelled too.
      void reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Whether a URL-encoded text (a query string or a form body) decodes to valid UTF-8: every `%` starts a two-digit
 * escape, and the escaped bytes spell UTF-8. URLSearchParams would quietly turn bad escapes into U+FFFD instead.
 */
export function isWellEncoded(text: string): boolean {
  if (!text.includes("%")) return true;
  for (const piece of text.split(/[&=]/)) {
    try {
      decodeURIComponent(piece.replace(/\+/g, " "));
    } catch {
      return false;
    }
  }
  return true;
}

/** The media type of a request body, lower-cased without parameters ("" when none is given). */
function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

const isJsonType = (type: string) => type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
const FORM_TYPES = new Set(["", "application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]);

/** How deep a parsed JSON value nests, counted without recursion (a hostile body may nest deeper than the stack). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() ?? [undefined, 0];
    if (typeof current !== "object" || current === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

function addJsonBody(params: Params, text: string): void {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestInputError(400, "The request body is not valid JSON. Send a JSON object of fields, or a form.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new RequestInputError(400, 'The JSON body must be an object of fields, e.g. {"name": "web-1"}.');
  }
  if (depthOf(body) > MAX_JSON_DEPTH) throw new RequestInputError(400, `The JSON body nests more than ${MAX_JSON_DEPTH} levels deep.`);
  for (const [k, v] of Object.entries(body)) params.add(k, v);
}

async function parse(request: Request): Promise<Params> {
  const params = new Params();
  const { search } = new URL(request.url);
  if (!isWellEncoded(search.slice(1))) throw new RequestInputError(400, "The query string is not valid: a %-escape is malformed or does not spell UTF-8.");
  for (const [k, v] of new URLSearchParams(search)) params.add(k, v);
  if (request.method === "GET" || request.method === "HEAD") return params;
  const type = mediaType(request);
  if (!isJsonType(type) && !FORM_TYPES.has(type)) {
    throw new RequestInputError(400, `A body of type ${type} is not accepted: send application/x-www-form-urlencoded, multipart/form-data or application/json.`);
  }
  const bytes = await readCapped(request);
  if (!bytes) throw new RequestInputError(413, BODY_TOO_LARGE);
  if (bytes.byteLength === 0) return params;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new RequestInputError(400, "The request body is not valid UTF-8 text.");
  }
  if (isJsonType(type)) {
    addJsonBody(params, text);
    return params;
  }
  // Clients that send JSON without saying so are taken at their word when the body parses as JSON.
  if (/^\s*[{[]/.test(text)) {
    try {
      addJsonBody(params, text);
      return params;
    } catch {
      // Not JSON after all: read it as a form, whose field names then decide.
    }
  }
  if (type === "multipart/form-data") {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      throw new RequestInputError(400, "The multipart body could not be read: check its boundary and parts.");
    }
    for (const [k, v] of form) params.add(k, typeof v === "string" ? v : v.name);
    return params;
  }
  if (!isWellEncoded(text)) throw new RequestInputError(400, "The form body is not valid: a %-escape is malformed or does not spell UTF-8.");
  for (const [k, v] of new URLSearchParams(text)) params.add(k, v);
  return params;
}

const parsed = new WeakMap<Request, Promise<Params>>();

/**
 * Read query and body parameters of a request without consuming the original; the same request is read once.
 * Throws a RequestInputError for a body that is too large (413), malformed, or of a type the API does not take (400).
 */
export function readParams(request: Request): Promise<Params> {
  const cached = parsed.get(request);
  if (cached) return cached;
  const reading = parse(request);
  parsed.set(request, reading);
  return reading;
}

const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether a text holds a control character other than tab and line breaks, which text fields may hold. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

function textProblem(name: string, text: string, maxLength: number): string | undefined {
  if (text.length > maxLength) return `${name} must be at most ${maxLength} characters long.`;
  if (hasControlCharacter(text)) return `${name} must not contain control characters.`;
  if (LONE_SURROGATE.test(text)) return `${name} is not valid Unicode text.`;
  return undefined;
}

const rangeOf = (name: string, rule: { minimum?: number; maximum?: number }, fallback: { minimum: number; maximum: number }) => ({
  minimum: rule.minimum ?? FIELD_RANGES[name]?.minimum ?? fallback.minimum,
  maximum: rule.maximum ?? FIELD_RANGES[name]?.maximum ?? fallback.maximum,
});

const WHOLE = /^\s*-?\d+\s*$/;
const DECIMAL = /^\s*-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?\s*$/i;

/** A value as the number it spells, or NaN: JSON numbers as they are, texts only in plain decimal notation. */
function numeric(value: unknown, pattern: RegExp): number {
  if (typeof value === "number") return value;
  return typeof value === "string" && pattern.test(value) ? Number(value) : Number.NaN;
}

/** A JSON document sent as text (how forms carry arrays and objects), or the value itself. */
function structured(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const patterns = new Map<string, RegExp>();

/** The contract's pattern, compiled once. */
function patternOf(pattern: string): RegExp {
  let compiled = patterns.get(pattern);
  if (!compiled) {
    compiled = new RegExp(pattern, "u");
    patterns.set(pattern, compiled);
  }
  return compiled;
}

function describe(rule: FieldRule): string {
  if ("anyOf" in rule) return rule.anyOf.map(describe).join(" or ");
  return { string: "text", integer: "a whole number", number: "a number", boolean: "true or false", array: "a list", object: "an object" }[rule.type];
}

/**
 * Why a value does not fit its rule (a message naming the field), or undefined when it fits. Bounds the contract
 * leaves open come from limits.ts, by field name.
 */
export function valueProblem(name: string, value: unknown, rule: FieldRule): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if ("anyOf" in rule) {
    const problems = rule.anyOf.map((alternative) => valueProblem(name, value, alternative));
    return problems.some((p) => p === undefined) ? undefined : `${name} must be ${describe(rule)}.`;
  }
  switch (rule.type) {
    case "integer": {
      const n = numeric(value, WHOLE);
      const { minimum, maximum } = rangeOf(name, rule, INTEGER_RANGE);
      if (!Number.isSafeInteger(n) || n < minimum || n > maximum) return `${name} must be a whole number from ${minimum} to ${maximum}.`;
      if (rule.enum && !rule.enum.includes(n)) return `${name} must be one of ${rule.enum.join(", ")}.`;
      return undefined;
    }
    case "number": {
      const n = numeric(value, DECIMAL);
      const { minimum, maximum } = rangeOf(name, rule, NUMBER_RANGE);
      if (!Number.isFinite(n) || n < minimum || n > maximum) return `${name} must be a number from ${minimum} to ${maximum}.`;
      return undefined;
    }
    case "boolean":
      return typeof value === "boolean" || (typeof value === "string" && /^(true|false|1|0)$/i.test(value.trim())) || value === 0 || value === 1
        ? undefined
        : `${name} must be true or false.`;
    case "string": {
      if ((typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") || value === Infinity || value === -Infinity) return `${name} must be text.`;
      const text = String(value);
      const problem = textProblem(name, text, rule.maxLength ?? LONG_TEXT_LENGTHS[name] ?? MAX_TEXT_LENGTH);
      if (problem) return problem;
      if (rule.minLength !== undefined && text.length < rule.minLength) return `${name} must be at least ${rule.minLength} characters long.`;
      if (rule.enum && !rule.enum.includes(text)) return `${name} must be one of ${rule.enum.join(", ")}.`;
      if (rule.pattern !== undefined && !patternOf(rule.pattern).test(text)) {
        return rule.hint ? `${name} is not valid: ${rule.hint}` : `${name} does not have the expected form ${rule.pattern}.`;
      }
      return undefined;
    }
    case "array": {
      // A form carries a list of objects as JSON text, a list of values as repeated fields (each value one item).
      const list = ("type" in rule.items && rule.items.type === "object") || Array.isArray(value) ? structured(value) : [value];
      if (!Array.isArray(list)) return `${name} must be a JSON list.`;
      const maxItems = rule.maxItems ?? MAX_ARRAY_ITEMS;
      if (list.length > maxItems) return `${name} may hold at most ${maxItems} items.`;
      for (const item of list) {
        if (item === null || item === "") return `${name} must not hold empty items.`;
        const problem = valueProblem(name, item, rule.items);
        if (problem) return problem;
      }
      return undefined;
    }
    case "object": {
      const object = structured(value);
      if (typeof object !== "object" || object === null || Array.isArray(object)) return `${name} must be a JSON object.`;
      for (const [key, item] of Object.entries(object)) {
        const propertyRule = rule.properties[key];
        const problem = propertyRule ? valueProblem(key, item, propertyRule) : unknownValueProblem(key, item);
        if (problem) return problem;
      }
      return undefined;
    }
  }
}

/** The checks every value passes, whether or not its operation names it: sane text, however deep in a JSON value. */
function unknownValueProblem(name: string, value: unknown): string | undefined {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === "string") {
      const problem = textProblem(name, current, LONG_TEXT_LENGTHS[name] ?? MAX_TEXT_LENGTH);
      if (problem) return problem;
    } else if (typeof current === "number" && !Number.isFinite(current)) {
      return `${name} must be a finite number.`;
    } else if (typeof current === "object" && current !== null) {
      stack.push(...(Object.values(current) as unknown[]));
    }
  }
  return undefined;
}

/** Why a field name is refused: what a body that is neither a form nor JSON (XML, binary) decodes to. */
function nameProblem(name: string): string | undefined {
  if (FIELD_NAME.test(name)) return undefined;
  const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
  return `${JSON.stringify(shown)} is not a field name: send a form or a JSON object whose field names are letters, digits, _ . - or [].`;
}

/** Why an operation's parameters are refused (the first problem found), or undefined when every one fits. */
export function inputProblem(rules: OperationRules, params: Params): string | undefined {
  if (params.size > MAX_FIELDS) return `The request has more than ${MAX_FIELDS} fields.`;
  for (const [name, values] of params.entries()) {
    const problem = nameProblem(name);
    if (problem) return problem;
    const rule = rules.fields[name];
    for (const value of values) {
      const found = rule ? valueProblem(name, value, rule) : unknownValueProblem(name, value);
      if (found) return found;
    }
  }
  return undefined;
}
