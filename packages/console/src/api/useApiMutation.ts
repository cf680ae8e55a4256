import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { ApiClient } from "@cloudconsole/sdk";
import type { SdkMutationOptions } from "@cloudconsole/sdk/query";
import { isRefusedCredentials } from "../session/refusedCredentials";
import { showErrorToast, showSuccessToast } from "../toasts/toasts";
import { useApiClient } from "./ApiClientContext";
import { isConnectionLoss, reportConnectionLost } from "./connectionLoss";

/** What a screen says about one mutation; the call, its key and what it makes stale come from the SDK. */
export interface ApiMutationOptions<TInput, TVariables, TData, TResult> {
  /** The SDK's generated mutation, e.g. `vmMutations.start`: its key, its call and the queries it makes stale. */
  mutation: (client: ApiClient) => SdkMutationOptions<TData, TVariables>;
  /** Turns what the screen passes to `mutate` into the call's variables (path parameters and body). */
  variables: (input: TInput) => TVariables;
  /**
   * Replaces the plain call when the answer needs reading (POST token answers with the whole list, and the new token is
   * the one not seen before). `send` makes the SDK's call; the SDK's invalidation still follows.
   */
  run?: (send: (variables: TVariables) => Promise<TData>, input: TInput, queryClient: QueryClient) => Promise<TResult>;
  /** The failure's title from the spec's catalogue ('Failed to start virtual machine'); `false` when the flow reports its own errors. */
  failure: string | false;
  /** Said in a success toast; none when the screen itself shows the outcome. */
  success?: string | ((result: TResult, input: TInput) => string);
  /** Where the success toast's 'View' goes: the resource the mutation made. */
  view?: (result: TResult, input: TInput) => string | undefined;
  /** Cache updates beyond invalidation (storing a returned resource), run before the stale queries refetch. */
  onSuccess?: (result: TResult, input: TInput, queryClient: QueryClient) => void | Promise<void>;
  /**
   * Refetch what went stale without waiting: for a deletion whose page leaves first (waiting would show the resource
   * missing). By default the mutation stays pending until the lists are fresh, so a form never shows stale data.
   */
  refreshInBackground?: boolean;
}

/**
 * The console's one way to change something through the API. Every failure shows the spec's title over
 * 'Error: message [correlationId]' with a copy button, except a network failure, which is the page being offline: the
 * connection banner says so instead (a form keeps what was typed either way). Success can say so (with 'View' where a
 * resource was made), and the queries the SDK names as stale are refreshed. Screens call `mutate(input, { onSuccess })`
 * for navigation.
 */
export function useApiMutation<TInput = void, TVariables = TInput, TData = unknown, TResult = TData>(options: ApiMutationOptions<TInput, TVariables, TData, TResult>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sdk = options.mutation(client);
  return useMutation<TResult, Error, TInput>({
    mutationKey: sdk.mutationKey,
    mutationFn: (input) => {
      const send = sdk.mutationFn;
      // Without `run`, the answer is the result: TResult defaults to TData.
      return options.run ? options.run(send, input, queryClient) : (send(options.variables(input)) as Promise<unknown> as Promise<TResult>);
    },
    onSuccess: async (result, input) => {
      const { success, view } = options;
      if (success) {
        const path = view?.(result, input);
        showSuccessToast(typeof success === "function" ? success(result, input) : success, path ? { view: () => void navigate(path) } : {});
      }
      await options.onSuccess?.(result, input, queryClient);
      const refresh = Promise.all(sdk.invalidates(options.variables(input)).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!options.refreshInBackground) await refresh;
    },
    onError: (error) => {
      if (isConnectionLoss(error)) return reportConnectionLost();
      // A refused key ends the session (the query client's mutation cache does it): no toast on top of that screen.
      if (options.failure !== false && !isRefusedCredentials(error)) showErrorToast(error, { title: options.failure });
    },
  });
}
