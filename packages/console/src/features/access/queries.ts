import { useSuspenseQueries, type UseSuspenseQueryResult } from "@tanstack/react-query";
import type { AccessDelegation, ApiClient, ApiToken, BillingAccount } from "@cloudconsole/sdk";
import { delegationMutations, delegationQueries, tokensKeys, tokensMutations, tokensQueries, type SdkMutationOptions } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { billingAccountName, billingAccountQueries } from "../billing";
import { ALL_BILLING_ACCOUNTS, DELEGATION_FAILURE, TOKEN_FAILURE } from "./constants";

/** Query options of the Access category: the SDK's generated ones (billing accounts come from the billing feature). */
export const accessQueries = {
  tokens: tokensQueries.list,
  delegations: delegationQueries.accessDelegations,
};

/** What the Access screens show: the user's tokens, delegations and billing accounts. */
export interface AccessLists {
  tokens: ApiToken[];
  delegations: AccessDelegation[];
  accounts: BillingAccount[];
  /** Names a billing account by id: its title, or 'Billing account {id}' when it is not the user's. */
  accountName: (id: number) => string;
}

function combineAccessLists([tokens, delegations, accounts]: [UseSuspenseQueryResult<ApiToken[]>, UseSuspenseQueryResult<AccessDelegation[]>, UseSuspenseQueryResult<BillingAccount[]>]): AccessLists {
  return { tokens: tokens.data, delegations: delegations.data, accounts: accounts.data, accountName: (id) => billingAccountName(accounts.data, id) };
}

/**
 * Every list the Access screens show, requested together under one suspense: a screen waits for the slowest of
 * the three calls, never for their sum.
 */
export function useAccessLists(): AccessLists {
  const client = useApiClient();
  return useSuspenseQueries({
    queries: [accessQueries.tokens(client), accessQueries.delegations(client), billingAccountQueries.list(client)],
    combine: combineAccessLists,
  });
}

/** A token's name in lists: its description, or its id when it has none. */
export function tokenName(token: Pick<ApiToken, "id" | "description">): string {
  return token.description.trim() || `API token ${token.id}`;
}

/** What a token may reach: one billing account when restricted, else all of them. */
export function tokenScope(token: Pick<ApiToken, "restricted" | "billing_account_id">, accountName: (id: number) => string): string {
  return token.restricted && token.billing_account_id ? accountName(token.billing_account_id) : ALL_BILLING_ACCOUNTS;
}

/**
 * Names a user of the platform by id as the owner sees them: "You", a grantee of one of their access delegations by
 * e-mail (the only other users an owner knows), else "User {id}".
 */
export function userLabel(id: number, signedInUserId: number | undefined, delegations: AccessDelegation[]): string {
  if (id === signedInUserId) return "You";
  const grantee = delegations.flatMap((delegation) => delegation.impersonations).find((impersonation) => impersonation.grantee_id === id);
  return grantee ? grantee.grantee_username : `User ${id}`;
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

/** An SDK mutation whose screen passes the call's own variables to `mutate`, as they are. */
function plainCall<TVariables, TData>(mutation: (client: ApiClient) => SdkMutationOptions<TData, TVariables>) {
  return { mutation, variables: (input: TVariables) => input };
}

/**
 * POST token answers with the whole list: the list is stored as it came, and the new token is the one whose id
 * was not there before (the highest id when the list was not known).
 */
export function useCreateToken() {
  const client = useApiClient();
  return useApiMutation({
    mutation: tokensMutations.create,
    variables: (values: TokenValues) => ({ body: tokenBody(values) }),
    run: async (send, values, queryClient) => {
      const before = new Set((await queryClient.ensureQueryData(accessQueries.tokens(client))).map((token) => token.id));
      const list = await send({ body: tokenBody(values) });
      const created = list.find((token) => !before.has(token.id)) ?? [...list].sort((a, b) => b.id - a.id)[0];
      if (!created) throw new Error("The new token is not in the list the API answered with. Reload the page to see it.");
      return { list, created };
    },
    onSuccess: ({ list }, _values, queryClient) => void queryClient.setQueryData(tokensKeys.list(), list),
    failure: TOKEN_FAILURE.create,
  });
}

/**
 * PATCH token. A token that is and stays unrestricted is sent without `restricted`: the published documentation
 * reads any value of it as true, the platform as the console knows it reads its absence as "keep", and both leave such
 * a token unrestricted. Restricting sends true with the account; lifting a restriction sends false.
 */
export function updateTokenBody(token: Pick<ApiToken, "id" | "restricted">, values: TokenValues) {
  const { restricted, billing_account_id, ...rest } = tokenBody(values);
  if (!restricted && !token.restricted) return { token_id: token.id, ...rest };
  return { token_id: token.id, ...rest, restricted, billing_account_id };
}

export function useUpdateToken(token: Pick<ApiToken, "id" | "restricted">) {
  return useApiMutation({
    mutation: tokensMutations.update,
    variables: (values: TokenValues) => ({ body: updateTokenBody(token, values) }),
    failure: TOKEN_FAILURE.update,
    success: "API token saved",
  });
}

/** DELETE token; the page leaves for /access first, so the list refreshes behind it and never shows the token missing. */
export function useDeleteToken(tokenId: number) {
  return useApiMutation({
    mutation: tokensMutations.delete,
    variables: () => ({ body: { token_id: tokenId } }),
    failure: TOKEN_FAILURE.delete,
    success: "API token deleted",
    refreshInBackground: true,
  });
}

/** POST access_group: a delegation of one billing account. */
export function useCreateDelegation() {
  return useApiMutation({
    ...plainCall(delegationMutations.createAccessDelegation),
    failure: DELEGATION_FAILURE.create,
    success: (delegation) => `Access delegation ${delegation.name} created`,
  });
}

/** DELETE access_group/{id}, with its impersonations; the page leaves first, so the list refreshes behind it. */
export function useDeleteDelegation() {
  return useApiMutation({
    ...plainCall(delegationMutations.deleteAccessDelegation),
    failure: DELEGATION_FAILURE.delete,
    success: "Access delegation deleted",
    refreshInBackground: true,
  });
}

/** POST access_group/{id}/impersonation: invites a grantee by email. */
export function useInviteGrantee() {
  return useApiMutation({ ...plainCall(delegationMutations.createImpersonation), failure: DELEGATION_FAILURE.invite });
}

/** DELETE access_group/{id}/impersonation/{uuid}: withdraws an invitation or revokes an accepted one. */
export function useRemoveImpersonation() {
  return useApiMutation({ ...plainCall(delegationMutations.deleteImpersonation), failure: DELEGATION_FAILURE.removeImpersonation, success: "Grantee removed" });
}
