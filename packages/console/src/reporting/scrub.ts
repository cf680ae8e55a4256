/**
 * What never leaves the browser in an error report: values under secret-like names (the SDK's `isSecretKey`:
 * token, secret, password, apikey, session, authorization, …, plus email fields), wherever they sit — nested objects,
 * arrays, headers, an Error's own fields and its causes, query strings, and free text such as messages and stacks —
 * and, whatever their name, JSON Web Tokens, bearer credentials, private keys, URL passwords and email addresses.
 */
import { isSecretKey, MASKED } from "@cloudconsole/sdk";
import { getInternalEmailDomains } from "./settings";

export { MASKED };

/** Email fields are filtered like secrets: a report names its user only through the user context (mayExposeEmail). */
const EMAIL_KEY = /e-?mail/i;

/** Whether a field's value stays out of reports: the SDK's secret names, plus email fields. */
export function isReportSecretKey(key: string): boolean {
  return isSecretKey(key) || EMAIL_KEY.test(key);
}

const PRIVATE_KEY_BLOCK = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g;
const JWT = /\beyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*/g;
const URL_PASSWORD = /(\b[a-z][a-z\d+.-]*:\/\/[^\s/?#@:]*):[^\s/?#@]+@/gi;
const BEARER = /\b(Bearer)[ \t]+[\w.~+/-]{6,}=*/gi;
const EMAIL_ADDRESS = /[\w.+-]+@((?:[a-z\d-]+\.)+[a-z]{2,})\b/gi;
/**
 * `name=value`, `name: value`, `"name": "value"`: in query strings, hash fragments, form bodies, cookies, header
 * lines and JSON quoted in a message. Group 1 is what precedes the name (so a name is read whole), 2 the name, 3 the
 * separator, 4 the value: quoted, or up to a delimiter, with an authorization scheme (`Bearer …`) taken along.
 */
const NAMED_VALUE = /(^|[^\w.%[\]-])([\w.%[\]-]+)(["']?[ \t]*[:=][ \t]*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|(?:(?:Bearer|Basic|Digest|Token)[ \t]+)?[^\s&#,;"'<>(){}[\]?=]+=*)/gi;

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

function maskNamedValues(text: string): string {
  let masked = "";
  let copied = 0;
  const pattern = new RegExp(NAMED_VALUE.source, NAMED_VALUE.flags);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [whole, before = "", name = "", separator = "", value = ""] = match;
    const nameEnd = match.index + before.length + name.length;
    const quote = /^["']/.test(value) ? value.charAt(0) : "";
    const replacement = `${quote}${MASKED}${quote}`;
    if (isReportSecretKey(decodeName(name)) && value !== replacement) {
      masked += `${text.slice(copied, nameEnd)}${separator}${replacement}`;
      copied = match.index + whole.length;
    } else {
      // Not a secret: what followed the name may itself be a name (`https://host/?token=…`, `a=token=…`).
      pattern.lastIndex = nameEnd;
    }
  }
  return masked + text.slice(copied);
}

/** The text with every secret it holds masked; addresses on the company's internal domains stay readable. */
export function scrubText(text: string, internalDomains: readonly string[] = getInternalEmailDomains()): string {
  return maskNamedValues(text.replace(PRIVATE_KEY_BLOCK, MASKED).replace(JWT, MASKED).replace(URL_PASSWORD, `$1:${MASKED}@`))
    .replace(BEARER, `$1 ${MASKED}`)
    .replace(EMAIL_ADDRESS, (address, domain: string) => (internalDomains.includes(domain.toLowerCase()) ? address : MASKED));
}

// An Error's name, message, stack and cause are its own but not enumerable; the fields a library adds to it are.
function errorEntries(error: Error): [string, unknown][] {
  const entries: [string, unknown][] = [
    ["name", error.name],
    ["message", error.message],
  ];
  if (error.stack) entries.push(["stack", error.stack]);
  entries.push(...Object.entries(error));
  if (error.cause !== undefined) entries.push(["cause", error.cause]);
  return entries;
}

function entriesOf(value: object): [string, unknown][] {
  if (value instanceof Error) return errorEntries(value);
  if (typeof Headers !== "undefined" && value instanceof Headers) return [...value.entries()];
  if (value instanceof Map) return [...value.entries()].map(([key, item]: [unknown, unknown]) => [String(key), item]);
  return Object.entries(value);
}

function scrubAny(value: unknown, seen: WeakMap<object, unknown>, internalDomains: readonly string[]): unknown {
  if (typeof value === "string") return scrubText(value, internalDomains);
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  if (value instanceof URL || value instanceof URLSearchParams) return scrubText(value.toString(), internalDomains);
  const done = seen.get(value);
  if (done !== undefined) return done;
  if (Array.isArray(value) || value instanceof Set) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(scrubAny(item, seen, internalDomains));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of entriesOf(value)) {
    copy[key] = isReportSecretKey(key) && item !== null && item !== undefined && item !== "" ? MASKED : scrubAny(item, seen, internalDomains);
  }
  return copy;
}

/**
 * A copy of `value` fit for a report, at any depth: values under secret-like names masked, secrets in strings masked,
 * and Errors (with their own fields and causes), Headers, Maps and class instances turned into plain objects. Never
 * changes its input.
 */
export function scrub(value: unknown, internalDomains: readonly string[] = getInternalEmailDomains()): unknown {
  return scrubAny(value, new WeakMap(), internalDomains);
}

/** `scrub` for plain data (a JSON-like record, a Sentry event or breadcrumb), whose shape scrubbing keeps. */
export function scrubData<T extends object>(data: T, internalDomains?: readonly string[]): T {
  return scrub(data, internalDomains) as T;
}
