import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient, TokenResponse } from "@cloudconsole/sdk";
import { clearImpersonation, getSession, storeImpersonation, type ImpersonationState } from "../../session/sessionStore";
import { showErrorToast, showSuccessToast } from "../../toasts/toasts";

/** Where the visitor was when impersonation started. */
export type ReturnPath = NonNullable<ImpersonationState["returnPath"]>;

export interface ImpersonationDeps {
  client: ApiClient;
  queryClient: QueryClient;
  /** Client-side navigation within /app. */
  navigate: (to: string) => void;
}

/** Data of the other owner must not be shown under this one's name: everything but the site configuration is refetched. */
function forgetAccountData(queryClient: QueryClient) {
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== "config" });
}

async function begin(deps: ImpersonationDeps, request: () => Promise<TokenResponse>, nameOf: (response: TokenResponse) => string | undefined, returnPath: ReturnPath) {
  let response: TokenResponse;
  try {
    response = await request();
  } catch (error) {
    showErrorToast(error, { title: "Failed to start impersonation" });
    return false;
  }
  storeImpersonation({ token: response.token, access_owner: nameOf(response), returnPath });
  forgetAccountData(deps.queryClient);
  deps.navigate("/");
  showSuccessToast("Impersonation started");
  return true;
}

/** The owner's email when the start response names one (it is optional in the contract). */
function ownerNamedIn(response: TokenResponse): string | undefined {
  return response.access_owner || undefined;
}

/** Whom an admin acts as, for the banner: 'user 42', 'billing account 7', or both. */
export function adminTargetLabel(target: { user_id?: number; billing_account_id?: number }): string {
  const parts = [target.user_id !== undefined && `user ${target.user_id}`, target.billing_account_id !== undefined && `billing account ${target.billing_account_id}`];
  return parts.filter(Boolean).join(", ");
}

/** Starts acting as the owner of an accepted invitation: saves the token and the return path, then goes to '/'. */
export function startImpersonation(deps: ImpersonationDeps, invitation: { uuid: string; access_owner?: string }, returnPath: ReturnPath) {
  return begin(
    deps,
    () => deps.client.POST("/user-resource/impersonation/{uuid}/start", { params: { path: { uuid: invitation.uuid } } }),
    () => invitation.access_owner,
    returnPath,
  );
}

/**
 * An administrator starts impersonating a user (or a billing account's owner) with an admin token. The banner names
 * the owner when the API does, with the target ('demo@example.com (billing account 7)'), else the target alone.
 */
export function startAdminImpersonation(deps: ImpersonationDeps, target: { user_id?: number; billing_account_id?: number; label?: string }, returnPath: ReturnPath) {
  const label = target.label ?? adminTargetLabel(target);
  return begin(
    deps,
    () => deps.client.POST("/user-resource/admin/token", { body: { user_id: target.user_id, billing_account_id: target.billing_account_id } }),
    (response) => {
      const owner = ownerNamedIn(response);
      return owner ? `${owner} (${label})` : label;
    },
    returnPath,
  );
}

/** The address to go back to: the saved return path, or '/'. */
export function returnTarget(returnPath: ReturnPath | undefined): string {
  if (!returnPath?.path.startsWith("/")) return "/";
  return `${returnPath.path}${returnPath.query ?? ""}${returnPath.hash ?? ""}`;
}

/** Stops impersonating and goes back to where it started. */
export function returnFromImpersonation(deps: Omit<ImpersonationDeps, "client">) {
  const target = returnTarget(getSession().impersonation?.returnPath);
  clearImpersonation();
  forgetAccountData(deps.queryClient);
  deps.navigate(target);
}
