/** Where an API lives: the origin (may be empty for same-origin) and an optional path prefix before `/v1`. */
export interface ApiLocation {
  origin: string;
  prefix?: string;
}

function trimTrailingSlash(value: string): string {
  return value.replace(/\/+$/, "");
}

function normalisePrefix(prefix: string | undefined): string {
  if (!prefix) return "";
  const trimmed = trimTrailingSlash(prefix.trim());
  if (trimmed === "") return "";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** The REST base URL: `{origin}{prefix}/v1`. */
export function apiBaseUrl({ origin, prefix }: ApiLocation): string {
  return `${trimTrailingSlash(origin)}${normalisePrefix(prefix)}/v1`;
}

/** The websocket base URL: the same `{prefix}/v1` on the origin with `http(s)` swapped for `ws(s)`. */
export function websocketBaseUrl({ origin, prefix }: ApiLocation): string {
  const wsOrigin = trimTrailingSlash(origin).replace(/^http(s?):\/\//i, (_match, secure: string) => `ws${secure}://`);
  return `${wsOrigin}${normalisePrefix(prefix)}/v1`;
}
