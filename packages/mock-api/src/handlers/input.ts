// Reading a request's parameters (query, form or JSON body) before any handler acts on them. A malformed or oversized
// body is refused with a RequestInputError (400 or 413), never stored; fieldRules.ts checks the values read.
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "../limits.js";

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
  // A query parameter without a name (`?=web-1`, as mutashim-go's bucket read sends) names no field: it is left out.
  for (const [k, v] of new URLSearchParams(search)) if (k !== "") params.add(k, v);
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
