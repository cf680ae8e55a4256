// Lists of objects in a request body (a load balancer's rules and targets, a firewall's rules): JSON bodies carry
// them as arrays, form bodies as JSON text.
import type { Params } from "../http.js";

/** The list a body holds under `key` (an array, or a string of JSON array); empty when there is none. */
export function listParam(body: Params, key: string): unknown[] {
  const raw = body.raw(key);
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== "string" || !raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** A field of an object found in a request body, or undefined. */
export function fieldOf(item: unknown, key: string): unknown {
  if (typeof item !== "object" || item === null) return undefined;
  return new Map<string, unknown>(Object.entries(item)).get(key);
}
