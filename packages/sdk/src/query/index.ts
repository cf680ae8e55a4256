// @cloudconsole/sdk/query: TanStack Query key factories, queryOptions and mutation options for every domain.
// Framework-agnostic (query-core types only): works with @tanstack/react-query, vue-query, solid-query or a bare QueryClient.
export * from "../generated/query.js";
export {
  invalidateAfter,
  mutationOptions,
  queryOptions,
  type PathParams,
  type QueryParams,
  type RequestBody,
  type SdkMutationOptions,
  type SdkQueryOptions,
} from "./options.js";
export { queryRetryOptions, retryPolicy } from "../retry.js";
