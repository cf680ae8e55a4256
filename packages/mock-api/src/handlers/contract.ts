// Handlers are registered per contract operation: the operation key names the route, its path parameters and the type
// its success answer must have, so a handler for a call the contract lacks, or one that answers off-contract, does not compile.
import type { HttpMethod, OperationKey, OperationOf, ResponseData, paths } from "@cloudconsole/sdk";
import { http, type HttpHandler } from "msw";
import type { ApiRoutes, ErrorAnswer } from "./http.js";

type MethodOf<K> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
type TemplateOf<K> = K extends `${string} ${infer P extends keyof paths}` ? P : never;
type OperationAt<K extends OperationKey> = OperationOf<TemplateOf<K>, MethodOf<K>>;
type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** What operation `K` answers on success: its JSON body, `undefined` for an empty answer, `Blob` for a file. */
export type SuccessBody<K extends OperationKey> = ResponseData<OperationAt<K>>;
type JsonBody<K extends OperationKey> = Exclude<SuccessBody<K>, undefined | Blob>;
/** The success statuses of operation `K` that carry no body (200 or 204, as its contract says). */
type EmptyStatus<K extends OperationKey> =
  OperationAt<K> extends { responses: infer R } ? { [S in keyof R]: S extends "default" ? never : R[S] extends { content: unknown } ? never : S }[keyof R] : never;

/** The path parameters of operation `K`, by the names its template gives them (`{location}`, `{uuid}`, …). */
export type PathParams<K extends OperationKey> = { readonly [Name in ParamNames<TemplateOf<K>>]: string };

type KeysOf<C> = C extends unknown ? keyof C : never;
/**
 * `B` when it has no key the contract type `C` lacks; otherwise each extra key (a store-only field a serializer should
 * have stripped) is typed `never`, so the call does not compile. Arrays are checked item by item, one level deep.
 */
export type NoExtraKeys<B, C> = B extends readonly (infer Item)[]
  ? readonly NoExtraKeys<Item, C extends readonly (infer ContractItem)[] ? ContractItem : never>[]
  : B extends object
    ? { [P in Exclude<keyof B, KeysOf<C>>]: never }
    : unknown;

/**
 * A check for serializers: passes a value of the contract type `C` through unchanged, and does not compile while the
 * value still carries a key `C` lacks. Use as `contractShape<VirtualMachine>()(served)`.
 */
export function contractShape<C>(): <B extends C>(value: B & NoExtraKeys<B, C>) => B {
  return (value) => value;
}

declare const answersOperation: unique symbol;

/** A success answer of operation `K`. Only `reply` makes one, so each handler answers what its operation promises. */
export class OperationAnswer<K extends OperationKey> extends Response {
  declare readonly [answersOperation]: K;
}

/** What a handler of operation `K` may answer: its success, or one of the platform's errors. */
export type Answer<K extends OperationKey> = OperationAnswer<K> | ErrorAnswer;

/** The ways a handler of operation `K` answers successfully, each typed from the contract. */
export interface Reply<K extends OperationKey> {
  /** The JSON body, checked against the contract's success type: store-only fields must be stripped first. */
  json<B extends JsonBody<K>>(body: B & NoExtraKeys<B, JsonBody<K>>): OperationAnswer<K>;
  /** No body, for an operation whose contract answers without one. */
  empty(status: EmptyStatus<K>): OperationAnswer<K>;
  /** A file, for an operation whose contract answers with one. */
  file(content: Blob extends SuccessBody<K> ? string : never, headers: Record<string, string>): OperationAnswer<K>;
}

/** What a handler of operation `K` is given. */
export interface OperationCall<K extends OperationKey> {
  request: Request;
  params: PathParams<K>;
  reply: Reply<K>;
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const satisfies readonly HttpMethod[];

/** Split an operation key (`get /{location}/network/networks`) into its method and path template. */
export function parseOperationKey(key: string): { method: HttpMethod; template: string } {
  const method = METHODS.find((m) => key.startsWith(`${m} `));
  if (!method) throw new Error(`Not an operation key: ${key}. Use "method /path", e.g. "get /config/locations".`);
  return { method, template: key.slice(method.length + 1) };
}

/** The MSW path pattern of a contract path template: `{name}` segments become `:name`. */
export function routePattern(routes: ApiRoutes, template: string): string {
  return routes.path(template.replace(/\{([^}]+)\}/g, ":$1"));
}

function replyFor<K extends OperationKey>(): Reply<K> {
  return {
    json: (body) => new OperationAnswer<K>(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
    empty: (status) => new OperationAnswer<K>(null, { status: Number(status) }),
    file: (content, headers) => new OperationAnswer<K>(String(content), { headers }),
  };
}

/** The handler of one contract operation; the routes' guard checks the call's inputs before `resolve` sees them. */
export function operation<K extends OperationKey>(
  routes: ApiRoutes,
  key: K,
  resolve: (call: OperationCall<K>) => Answer<K> | Promise<Answer<K>>,
): HttpHandler {
  const { method, template } = parseOperationKey(key);
  const reply = replyFor<K>();
  const { guard } = routes;
  return http[method]<PathParams<K>>(routePattern(routes, template), ({ request, params }) => {
    const answer = async () => resolve({ request, params, reply });
    return guard ? guard(key, request, params, answer) : answer();
  });
}
