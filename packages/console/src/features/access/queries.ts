import { useMutation, usePrefetchQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { AccessDelegation, ApiClient, ApiToken, BillingAccount } from "@cloudconsole/sdk";
import { billingQueries, delegationMutations, delegationQueries, tokensKeys, tokensMutations, tokensQueries, type SdkMutationOptions } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { showErrorToast, showSuccessToast } from "../../toasts/toasts";
import { ALL_BILLING_ACCOUNTS, DELEGATION_FAILURE, TOKEN_FAILURE } from "./constants";

/** Query options of the Access category: the SDK's generated ones (tokens, delegations, billing accounts). */
export const accessQueries = {
  tokens: (client: ApiClient) => tokensQueries.list(client),
  delegations: (client: ApiClient) => delegationQueries.accessDelegations(client),
  billingAccounts: (client: ApiClient) => billingQueries.billingAccounts(client),
};

/** Every API token of the user. */
export function useTokens(): ApiToken[] {
  return useSuspenseQuery(accessQueries.tokens(useApiClient())).data;
}

/** Every access delegation the user owns, with its impersonations. */
export function useDelegations(): AccessDelegation[] {
  return useSuspenseQuery(accessQueries.delegations(useApiClient())).data;
}

/** The user's billing accounts, for the forms' choices. */
export function useBillingAccounts(): BillingAccount[] {
  return useSuspenseQuery(accessQueries.billingAccounts(useApiClient())).data;
}

/** Starts every list the Access screens show at once, so suspending on one after another is no waterfall. */
export function usePrefetchAccess(): void {
  const client = useApiClient();
  usePrefetchQuery(accessQueries.tokens(client));
  usePrefetchQuery(accessQueries.delegations(client));
  usePrefetchQuery(accessQueries.billingAccounts(client));
}

/** A function naming a billing account by id (its title; its id when the account is not the user's). */
export function useBillingAccountName(): (id: number) => string {
  const accounts = useBillingAccounts();
  return (id) => accounts.find((account) => account.id === id)?.title ?? `Billing account ${id}`;
}

/** A token's name in lists: its description, or its id when it has none. */
export function tokenName(token: Pick<ApiToken, "id" | "description">): string {
  return token.description.trim() || `API token ${token.id}`;
}

/** What a token may reach: one billing account when restricted, else all of them. */
export function tokenScope(token: Pick<ApiToken, "restricted" | "billing_account_id">, accountName: (id: number) => string): string {
  return token.restricted && token.billing_account_id ? accountName(token.billing_account_id) : ALL_BILLING_ACCOUNTS;
}

/** What the token forms send: a restricted token names its billing account, an unrestricted one sends 0. */
export interface TokenValues {
  description: string;
  restricted: boolean;
  billingAccountId: string;
}

function tokenBody({ description, restricted, billingAccountId }: TokenValues) {
  return { description: description.trim(), restricted, billing_account_id: restricted ? Number(billingAccountId) : 0 };
}

/**
 * POST token answers with the whole list (api-payloads §2.1): the list is stored as it came, and the new token
 * is the one whose id was not there before (the highest id when the list was not known).
 */
export function useCreateToken() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const create = tokensMutations.create(client);
  return useMutation({
    mutationKey: create.mutationKey,
    mutationFn: async (values: TokenValues) => {
      const before = new Set((await queryClient.ensureQueryData(accessQueries.tokens(client))).map((token) => token.id));
      const list = await create.mutationFn({ body: tokenBody(values) });
      const created = list.find((token) => !before.has(token.id)) ?? [...list].sort((a, b) => b.id - a.id)[0];
      if (!created) throw new Error("The new token is not in the list the API answered with. Reload the page to see it.");
      return { list, created };
    },
    onSuccess: ({ list }) => queryClient.setQueryData(tokensKeys.list(), list),
    onError: (error) => showErrorToast(error, { title: TOKEN_FAILURE.create }),
  });
}

/** PATCH token; the SDK leaves `restricted` out when false (the API reads any value as true). */
export function useUpdateToken(tokenId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const update = tokensMutations.update(client);
  return useMutation({
    mutationKey: update.mutationKey,
    mutationFn: (values: TokenValues) => update.mutationFn({ body: { token_id: tokenId, ...tokenBody(values) } }),
    onSuccess: async (_data, variables) => {
      showSuccessToast("API token saved");
      await Promise.all(update.invalidates({ body: { token_id: tokenId, ...tokenBody(variables) } }).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => showErrorToast(error, { title: TOKEN_FAILURE.update }),
  });
}

/** DELETE token; the list refreshes afterwards. */
export function useDeleteToken(tokenId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const remove = tokensMutations.delete(client);
  return useMutation({
    mutationKey: remove.mutationKey,
    mutationFn: () => remove.mutationFn({ body: { token_id: tokenId } }),
    // Not awaited: the page leaves for /access first, so it never shows its token missing.
    onSuccess: () => {
      showSuccessToast("API token deleted");
      void queryClient.invalidateQueries({ queryKey: tokensKeys.list() });
    },
    onError: (error) => showErrorToast(error, { title: TOKEN_FAILURE.delete }),
  });
}

/** A delegation mutation from the SDK: invalidates what the SDK says, shows the spec's failure title. */
function useDelegationMutation<TData, TVariables>(options: SdkMutationOptions<TData, TVariables>, failure: string, { success, leaves = false }: { success?: string; leaves?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: options.mutationKey,
    mutationFn: options.mutationFn,
    onSuccess: async (_data, variables) => {
      if (success) showSuccessToast(success);
      const refresh = Promise.all(options.invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      // A deletion's page leaves first (it would show its resource missing); others stay busy until the list is fresh.
      if (!leaves) await refresh;
    },
    onError: (error) => showErrorToast(error, { title: failure }),
  });
}

/** POST access_group: a delegation of one billing account. */
export function useCreateDelegation() {
  return useDelegationMutation(delegationMutations.createAccessDelegation(useApiClient()), DELEGATION_FAILURE.create);
}

/** DELETE access_group/{id}, with its impersonations. */
export function useDeleteDelegation() {
  return useDelegationMutation(delegationMutations.deleteAccessDelegation(useApiClient()), DELEGATION_FAILURE.delete, { success: "Access delegation deleted", leaves: true });
}

/** POST access_group/{id}/impersonation: invites a grantee by email. */
export function useInviteGrantee() {
  return useDelegationMutation(delegationMutations.createImpersonation(useApiClient()), DELEGATION_FAILURE.invite);
}

/** DELETE access_group/{id}/impersonation/{uuid}: withdraws an invitation or revokes an accepted one. */
export function useRemoveImpersonation() {
  return useDelegationMutation(delegationMutations.deleteImpersonation(useApiClient()), DELEGATION_FAILURE.removeImpersonation, { success: "Grantee removed" });
}
