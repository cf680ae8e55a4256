// Types for the parts of query-emitter.mjs that tests use.
import type { ListedOperation } from "./generate.mjs";
export interface ModelQuery {
  op: ListedOperation;
  name: string;
  params: { path: string[]; query: string[]; queryRequired: boolean };
  hasBody: boolean;
  bodyRequired: boolean;
}
export interface ModelMutation extends ModelQuery {
  invalidates: { domain: string; query: ModelQuery }[];
}
export interface ModelDomain {
  name: string;
  queries: ModelQuery[];
  mutations: ModelMutation[];
}
export function domainOf(operation: { tags?: string[]; operationId?: string }): string;
export function memberName(operationId: string, domain: string, isQuery: boolean): string;
export function queryModel(
  document: unknown,
  operations: ListedOperation[],
  helpers: { resolve: (node: unknown) => unknown; describe: (document: unknown, op: ListedOperation) => { requestBody: "form" | "json" | undefined } },
): ModelDomain[];
