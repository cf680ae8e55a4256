// Types for the parts of generate.mjs that tests use.
import type { ModelDomain } from "./query-emitter.mjs";
export interface ListedOperation {
  key: string;
  method: string;
  path: string;
  operation: Record<string, unknown> & { operationId?: string; responses?: Record<string, unknown> };
  pathItem: Record<string, unknown>;
}
export function bundleContract(entry?: string): Promise<Record<string, unknown> & { paths: Record<string, Record<string, unknown>>; components: Record<string, Record<string, unknown>> }>;
export function listOperations(document: unknown): ListedOperation[];
export function describeOperation(
  document: unknown,
  op: ListedOperation,
): {
  requestBody: "form" | "json" | undefined;
  response: "json" | "empty" | "binary";
  jsonSchemas: unknown[];
  flagFields: string[];
  /** `x-idempotent: true`. */
  idempotent: boolean;
  /** `x-body-encoding`, when the operation records its encoding. */
  bodyEncoding?: "form" | "json" | "query";
  /** `x-published-body-encoding`, when the operation records its encoding. */
  publishedBodyEncoding?: "form" | "json" | "query";
};
export const BODY_ENCODINGS: readonly ["form", "json", "query"];
export function generateAll(entry?: string): Promise<Record<string, string>>;
export function queryLayerModel(document: unknown): ModelDomain[];
