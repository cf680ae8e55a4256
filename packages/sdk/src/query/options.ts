// The small runtime the generated query layer needs. Built on @tanstack/query-core types only: no React.
import type { DataTag, DefaultError, MutationKey, QueryClient, QueryFunction, QueryKey } from "@tanstack/query-core";
import type { paths } from "../generated/schema.js";
import type { HttpMethod, OperationOf } from "../client.js";

type Operation<P, M extends HttpMethod> = P extends keyof paths ? OperationOf<P, M> : never;

/** The path parameters of an operation: `PathParams<"/{location}/user-resource/vm/list", "get">` is `{ location: string }`. */
export type PathParams<P extends keyof paths, M extends HttpMethod> = Operation<P, M> extends { parameters: { path: infer T } } ? T : never;

/** The query-string parameters of an operation. */
export type QueryParams<P extends keyof paths, M extends HttpMethod> = Operation<P, M> extends { parameters: { query?: infer T } } ? NonNullable<T> : never;

type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;

/** The request body of an operation. */
export type RequestBody<P extends keyof paths, M extends HttpMethod> = Operation<P, M> extends { requestBody?: infer B } ? ContentOf<NonNullable<B>> : never;

/** What `queryOptions` returns: a key tagged with the data type (so `getQueryData` knows it) and the fetch. */
export interface SdkQueryOptions<TData, TKey extends QueryKey> {
  queryKey: DataTag<TKey, TData, DefaultError>;
  queryFn: QueryFunction<TData, TKey>;
}

/** Like TanStack's `queryOptions` (which lives in the framework adapters): returns its argument, with a tagged key. */
export function queryOptions<TData, const TKey extends QueryKey>(options: {
  queryKey: TKey;
  queryFn: QueryFunction<TData, TKey>;
}): SdkQueryOptions<TData, TKey> {
  return options as SdkQueryOptions<TData, TKey>;
}

/** A mutation's options plus the query keys its success makes stale. Spread it into `useMutation`. */
export interface SdkMutationOptions<TData, TVariables, TKey extends MutationKey = MutationKey> {
  mutationKey: TKey;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Query keys (prefixes) to invalidate after success; see `invalidateAfter`. */
  invalidates: (variables: TVariables) => readonly QueryKey[];
}

/** Returns its argument; infers the variables from `mutationFn` so `invalidates` is typed too. */
export function mutationOptions<TData, TVariables, const TKey extends MutationKey>(
  options: SdkMutationOptions<TData, TVariables, TKey>,
): SdkMutationOptions<TData, TVariables, TKey> {
  return options;
}

/**
 * Adds an `onSuccess` that invalidates the mutation's `invalidates` keys:
 * `useMutation(invalidateAfter(queryClient, vmMutations.start(client)))`.
 */
export function invalidateAfter<TData, TVariables, TKey extends MutationKey>(
  queryClient: Pick<QueryClient, "invalidateQueries">,
  options: SdkMutationOptions<TData, TVariables, TKey>,
): SdkMutationOptions<TData, TVariables, TKey> & { onSuccess: (data: TData, variables: TVariables) => Promise<void> } {
  return {
    ...options,
    onSuccess: async (_data, variables) => {
      await Promise.all(options.invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  };
}
