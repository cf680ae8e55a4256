// Keeps secrets out of logs and validation reports: values under secret-like keys, private keys and JWTs are masked.

/** What a masked value is replaced with. */
export const MASKED = "[masked]";

// Matched against the key lower-cased with `_`, `-`, `.` and spaces removed: `client_secret` -> `clientsecret`.
const SECRET_KEY_PATTERNS: readonly RegExp[] = [
  /token/, // token, access_token, id_token, refresh_token, setup_token, payment_token
  /secret/, // secret, secretKey, client_secret
  /passw(or)?d|passphrase|pass$|^pwd$/, // password, passwd, sql_pass
  /apikey/, // apikey, api_key, x-api-key
  /accesskey/, // S3 accessKey
  /privatekey|privkey/, // private_key, privateKey
  /ssh/, // ssh_key, ssh_private_key, ssh credentials
  /credential/,
  /authorization|^auth$|cookie|session/,
  /^(cvc|cvv|cvc2|cvv2|pin)$/,
];

// Values masked whatever their key: a PEM private key block, a JSON Web Token.
const SECRET_VALUE_PATTERNS: readonly RegExp[] = [/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/, /\beyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*/];

/** Whether a field name looks like it holds a secret (`token`, `secretKey`, `client_secret`, `sql_pass`, `api_key`, …). */
export function isSecretKey(key: PropertyKey): boolean {
  if (typeof key !== "string") return false;
  const normalized = key.toLowerCase().replace(/[\s_.-]+/g, "");
  return normalized !== "" && SECRET_KEY_PATTERNS.some((pattern) => pattern.test(normalized));
}

function isSecretValue(value: string): boolean {
  return SECRET_VALUE_PATTERNS.some((pattern) => pattern.test(value));
}

/**
 * A copy of `value` with every value under a secret-like key replaced by `[masked]` (whatever its type, at any depth),
 * and every string that holds a private key or a JWT masked too. Never changes its input.
 */
export function maskSecrets<T>(value: T): T {
  return maskValue(value, new WeakMap()) as T;
}

function maskValue(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === "string") return isSecretValue(value) ? MASKED : value;
  if (typeof value !== "object" || value === null) return value;
  const done = seen.get(value);
  if (done !== undefined) return done;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(maskValue(item, seen));
    return copy;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretKey(key) && item !== null && item !== undefined && item !== "" ? MASKED : maskValue(item, seen);
  }
  return copy;
}

/** The URL with the values of secret-like query parameters (`?setup_token=…`) masked; other text unchanged. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const hashStart = url.indexOf("#", queryStart);
  const query = url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const masked = query
    .split("&")
    .map((pair) => {
      const [name = "", ...rest] = pair.split("=");
      if (rest.length === 0) return pair;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // Keep the raw name.
      }
      return isSecretKey(decoded) ? `${name}=${encodeURIComponent(MASKED)}` : pair;
    })
    .join("&");
  return `${url.slice(0, queryStart + 1)}${masked}${hashStart === -1 ? "" : url.slice(hashStart)}`;
}
