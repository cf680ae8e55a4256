import { useSuspenseQueries, type UseSuspenseQueryResult } from "@tanstack/react-query";
import type { AccessDelegation, ApiClient, ApiToken, BillingAccount } from "@cloudconsole/sdk";
import { delegationMutations, delegationQueries, tokensKeys, tokensMutations, tokensQueries, type SdkMutationOptions } from "@cloudconsole/sdk/query";
import { useApiClient } from "../../api/ApiClientContext";
import { useApiMutation } from "../../api/useApiMutation";
import { useT } from "../../i18n";
import { billingAccountQueries } from "../billing";
import { DELEGATION_FAILURE, TOKEN_FAILURE } from "./constants";
import { accessMessages, type AccessT } from "./messages";

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

function combineAccessLists([tokens, delegations, accounts]: [UseSuspenseQueryResult<ApiToken[]>, UseSuspenseQueryResult<AccessDelegation[]>, UseSuspenseQueryResult<BillingAccount[]>]) {
  return { tokens: tokens.data, delegations: delegations.data, accounts: accounts.data };
}

/**
 * Every list the Access screens show, requested together under one suspense: a screen waits for the slowest of
 * the three calls, never for their sum.
 */
export function useAccessLists(): AccessLists {
  const client = useApiClient();
  const t = useT(accessMessages);
  const lists = useSuspenseQueries({
    queries: [accessQueries.tokens(client), accessQueries.delegations(client), billingAccountQueries.list(client)],
    combine: combineAccessLists,
  });
  return { tokens: lists.tokens, delegations: lists.delegations, accounts: lists.accounts, accountName: (id) => lists.accounts.find((account) => account.id === id)?.title ?? t("account.unnamed", { id }) };
}

/** A token's name in lists: its description, or its id when it has none. */
export function tokenName(token: Pick<ApiToken, "id" | "description">, t: AccessT): string {
  return token.description.trim() || t("token.unnamed", { id: token.id });
}

/** What a token may reach: one billing account when restricted, else all of them. */
export function tokenScope(token: Pick<ApiToken, "restricted" | "billing_account_id">, accountName: (id: number) => string, t: AccessT): string {
  return token.restricted && token.billing_account_id ? accountName(token.billing_account_id) : t("token.allAccounts");
}

/**
 * Names a user of the platform by id as the owner sees them: "You", a grantee of one of their access delegations by
 * e-mail (the only other users an owner knows), else "User {id}".
 */
export function userLabel(id: number, signedInUserId: number | undefined, delegations: AccessDelegation[], t: AccessT): string {
  if (id === signedInUserId) return t("user.you");
  const grantee = delegations.flatMap((delegation) => delegation.impersonations).find((impersonation) => impersonation.grantee_id === id);
  return grantee ? grantee.grantee_username : t("user.other", { id });
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
  const t = useT(accessMessages);
  return useApiMutation({
    mutation: tokensMutations.create,
    variables: (values: TokenValues) => ({ body: tokenBody(values) }),
    run: async (send, values, queryClient) => {
      const before = new Set((await queryClient.ensureQueryData(accessQueries.tokens(client))).map((token) => token.id));
      const list = await send({ body: tokenBody(values) });
      const created = list.find((token) => !before.has(token.id)) ?? [...list].sort((a, b) => b.id - a.id)[0];
      if (!created) throw new Error(t("token.notInList"));
      return { list, created };
    },
    onSuccess: ({ list }, _values, queryClient) => void queryClient.setQueryData(tokensKeys.list(), list),
    failure: t(TOKEN_FAILURE.create),
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
  const t = useT(accessMessages);
  return useApiMutation({
    mutation: tokensMutations.update,
    variables: (values: TokenValues) => ({ body: updateTokenBody(token, values) }),
    failure: t(TOKEN_FAILURE.update),
    success: t("toast.tokenSaved"),
  });
}

/** DELETE token; the page leaves for /access first, so the list refreshes behind it and never shows the token missing. */
export function useDeleteToken(tokenId: number) {
  const t = useT(accessMessages);
  return useApiMutation({
    mutation: tokensMutations.delete,
    variables: () => ({ body: { token_id: tokenId } }),
    failure: t(TOKEN_FAILURE.delete),
    success: t("toast.tokenDeleted"),
    refreshInBackground: true,
  });
}

/** POST access_group: a delegation of one billing account. */
export function useCreateDelegation() {
  const t = useT(accessMessages);
  return useApiMutation({
    ...plainCall(delegationMutations.createAccessDelegation),
    failure: t(DELEGATION_FAILURE.create),
    success: (delegation) => t("toast.delegationCreated", { name: delegation.name }),
  });
}

/** DELETE access_group/{id}, with its impersonations; the page leaves first, so the list refreshes behind it. */
export function useDeleteDelegation() {
  const t = useT(accessMessages);
  return useApiMutation({
    ...plainCall(delegationMutations.deleteAccessDelegation),
    failure: t(DELEGATION_FAILURE.delete),
    success: t("toast.delegationDeleted"),
    refreshInBackground: true,
  });
}

/** POST access_group/{id}/impersonation: invites a grantee by email. */
export function useInviteGrantee() {
  const t = useT(accessMessages);
  return useApiMutation({ ...plainCall(delegationMutations.createImpersonation), failure: t(DELEGATION_FAILURE.invite) });
}

/** DELETE access_group/{id}/impersonation/{uuid}: withdraws an invitation or revokes an accepted one. */
export function useRemoveImpersonation() {
  const t = useT(accessMessages);
  return useApiMutation({ ...plainCall(delegationMutations.deleteImpersonation), failure: t(DELEGATION_FAILURE.removeImpersonation), success: t("toast.granteeRemoved") });
}
