import { operations, type OperationKey } from "./generated/operations.js";

/** One operation of the API as its key names it: the HTTP method (upper case) and its path template. */
export interface OperationRoute {
  key: OperationKey;
  method: string;
  /** `/{location}/network/firewalls/{uuid}`: each `{name}` one path segment. */
  template: string;
}

/** Every operation of the API, by method and path template (`POST /{location}/network/firewalls`). */
export const operationRoutes: readonly OperationRoute[] = (Object.keys(operations) as OperationKey[]).map((key) => {
  const [method = "", template = ""] = key.split(" ");
  return { key, method: method.toUpperCase(), template };
});

/**
 * A regular expression's text that matches the paths a template stands for, each `{name}` one segment
 * (`/user-resource/vm/{uuid}` matches `/user-resource/vm/8a1…`); anchor it and add what else the caller allows.
 */
export function operationPathSource(template: string): string {
  return template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
}
