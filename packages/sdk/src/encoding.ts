// How values travel in query strings and form bodies.

/** A value the encoders accept for one field. */
export type FieldValue = string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>;

/**
 * The text of one scalar field, or `undefined` when the field is left out:
 * `undefined`, `null` and empty strings are absent, booleans become `true`/`false`, objects become a JSON string.
 */
export function encodeFieldValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value === "" ? undefined : value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** The `[name, text]` pairs of a record; arrays of scalars repeat their key. Keys keep the record's order. */
export function encodeFields(values: Record<string, unknown> | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  if (!values) return pairs;
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null)) {
      for (const item of value) {
        const text = encodeFieldValue(item);
        if (text !== undefined) pairs.push([key, text]);
      }
      continue;
    }
    const text = encodeFieldValue(value);
    if (text !== undefined) pairs.push([key, text]);
  }
  return pairs;
}

/** An `application/x-www-form-urlencoded` body. */
export function encodeForm(values: Record<string, unknown> | undefined): URLSearchParams {
  return new URLSearchParams(encodeFields(values));
}

/** `?a=1&b=2`, or an empty string when nothing is left after dropping absent values. */
export function encodeQuery(values: Record<string, unknown> | undefined): string {
  const search = encodeForm(values).toString();
  return search === "" ? "" : `?${search}`;
}

/** Fills `{name}` placeholders of a path template; a missing value is a programming error and throws. */
export function fillPath(template: string, values: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === null || value === "") {
      throw new TypeError(`Path parameter "${name}" of ${template} is missing`);
    }
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      throw new TypeError(`Path parameter "${name}" of ${template} must be a string or a number, not ${typeof value}`);
    }
    return encodeURIComponent(String(value));
  });
}
