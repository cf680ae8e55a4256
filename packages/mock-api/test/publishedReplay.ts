// Sends a published fact's request to the mock exactly as the fact says (content type, query, body), placeholders
// filled from the seed, and says how the answer falls short of the fact's.
import type { MockState } from "../src/store/state.js";
import type { Json, PublishedFact } from "./publishedFacts.js";
import { LITERAL_IDS, PLACEHOLDERS, pathParameter } from "./publishedPlaceholders.js";
import { defaultLocation, isBillingResources, type Slot } from "./publishedSeedRows.js";

const isLiteral = (value: Json) => typeof value === "number" || (typeof value === "string" && !value.includes("<"));

/** Fields with their literal identifiers (and a bucket's literal name) turned into placeholders, at any depth. */
function literalIdsAsPlaceholders(path: string, fields: Json): Json {
  if (Array.isArray(fields)) return fields.map((item) => literalIdsAsPlaceholders(path, item));
  if (fields === null || typeof fields !== "object") return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      const placeholder = key === "name" && path.startsWith("/storage/bucket") ? "<bucket>" : key === "id" && isBillingResources({ path }) ? "<billingAccountId>" : LITERAL_IDS[key];
      return [key, placeholder && isLiteral(value) ? placeholder : literalIdsAsPlaceholders(path, value)];
    }),
  );
}

/** A fact's path with `{location}` and its other path parameters filled from the seed. */
export function concretePath(fact: PublishedFact, state: MockState): string {
  const segments = fact.operation.path.split("/");
  return segments
    .map((segment, i) => {
      if (segment === "{location}") return defaultLocation(state);
      if (!/^\{.+\}$/.test(segment)) return segment;
      return encodeURIComponent(pathParameter(state, segments[i - 1] ?? "", i, fact.operation.method, fact.operation.path));
    })
    .join("/");
}

/** A value with its `<placeholders>` filled: a whole-value placeholder keeps the resolver's type, an embedded one is text. */
function fill(value: Json, slot: Omit<Slot, "field">, field: string): Json | undefined {
  if (typeof value === "string") {
    const resolve = (name: string) => {
      const resolver = PLACEHOLDERS[name];
      if (!resolver) throw new Error(`Unknown placeholder ${name} (field "${field}"): map it once in PLACEHOLDERS of test/publishedPlaceholders.ts.`);
      return resolver({ ...slot, field });
    };
    const whole = /^<[^<>]+>$/.exec(value);
    if (whole) return resolve(value);
    return value.replace(/<[^<>]+>/g, (name) => String(resolve(name)));
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, slot, field) ?? null);
  if (value !== null && typeof value === "object") {
    const filled: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) {
      const result = fill(item, slot, key);
      if (result !== undefined) filled[key] = result;
    }
    return filled;
  }
  return value;
}

const asText = (value: Json) => (typeof value === "string" ? value : JSON.stringify(value));

/** The request a fact describes, placeholders filled, ready to send to `base` (the server's `/v1`). */
export function requestOf(fact: PublishedFact, state: MockState, base: string, apiKey: string): Request {
  const slot = { method: fact.operation.method, path: fact.operation.path, state };
  const url = new URL(`${base}${concretePath(fact, state)}`);
  // A GET cannot carry a body over HTTP: a documented GET example with one sends its fields as the query.
  const bodyIsQuery = fact.operation.method === "GET" && fact.request.body !== null;
  const query = fill(literalIdsAsPlaceholders(fact.operation.path, bodyIsQuery ? fact.request.body : fact.request.query), slot, "");
  if (query && typeof query === "object" && !Array.isArray(query)) {
    for (const [key, value] of Object.entries(query)) url.searchParams.append(key, asText(value));
  }
  const headers = new Headers({ apikey: apiKey });
  const contentType = fact.request.contentType;
  if (contentType && !bodyIsQuery) headers.set("content-type", contentType);
  const body = bodyIsQuery ? null : (fill(literalIdsAsPlaceholders(fact.operation.path, fact.request.body), slot, "") ?? null);
  let payload: string | undefined;
  if (body !== null) {
    if (contentType?.startsWith("application/x-www-form-urlencoded") && typeof body === "object" && !Array.isArray(body)) {
      payload = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, asText(value)])).toString();
    } else {
      payload = JSON.stringify(body);
    }
  }
  return new Request(url, { method: fact.operation.method, headers, ...(payload !== undefined ? { body: payload } : {}) });
}

/**
 * The answer a fact shows as an object (a list's first row), or undefined when it shows none. An example of an error
 * (`{"errors": …}`, which the documentation prints for some calls) shows how a refusal looks, not what a call answers.
 */
function factAnswer(fact: PublishedFact): Record<string, Json> | undefined {
  const body = fact.response?.body;
  const sample = Array.isArray(body) ? body[0] : body;
  if (sample === null || sample === undefined || typeof sample !== "object" || Array.isArray(sample)) return undefined;
  return "errors" in sample ? undefined : sample;
}

/**
 * Why the mock's answer to a fact falls short of it, or undefined when it answers as the fact says: refused with the
 * same status when the fact shows a refusal, otherwise not refused, with every field the fact's answer has, and the same `status` where it has one (the state the call leaves a resource in).
 */
export async function shortfall(fact: PublishedFact, response: Response): Promise<string | undefined> {
  const text = await response.text();
  // A fact that shows a refusal (inspace-kube reading a VM that does not exist: 404) is met by the same refusal.
  const refusal = fact.response && fact.response.status >= 400 ? fact.response.status : undefined;
  if (refusal !== undefined) return response.status === refusal ? undefined : `answered ${response.status}, the fact ${refusal}: ${text.slice(0, 300)}`;
  if (response.status >= 400) return `refused ${response.status}: ${text.slice(0, 300)}`;
  const expected = factAnswer(fact);
  if (!expected) return undefined;
  const wanted = Object.keys(expected);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return `answered ${response.status} with no JSON, the fact's answer has ${wanted.join(", ")}`;
  }
  const sample: unknown = Array.isArray(answer) ? answer[0] : answer;
  if (sample === null || typeof sample !== "object") return `answered ${text.slice(0, 100)}, not an object with ${wanted.join(", ")}`;
  const missing = wanted.filter((field) => !(field in sample));
  if (missing.length > 0) return `the answer lacks ${missing.join(", ")}`;
  const status: unknown = "status" in sample ? sample.status : undefined;
  if ("status" in expected && status !== expected.status) return `the answer's status is ${JSON.stringify(status)}, the fact's ${JSON.stringify(expected.status)}`;
  return undefined;
}
