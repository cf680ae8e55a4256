import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@cloudconsole/sdk";
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

async function begin(deps: ImpersonationDeps, request: () => Promise<{ token: string }>, accessOwner: string | undefined, returnPath: ReturnPath) {
  let token: string;
  try {
    ({ token } = await request());
  } catch (error) {
    showErrorToast(error, { title: "Failed to start impersonation" });
    return false;
  }
  storeImpersonation({ token, access_owner: accessOwner, returnPath });
  forgetAccountData(deps.queryClient);
  deps.navigate("/");
  showSuccessToast("Impersonation started");
  return true;
}

/** Starts acting as the owner of an accepted invitation: saves the token and the return path, then goes to '/'. */
export function startImpersonation(deps: ImpersonationDeps, invitation: { uuid: string; access_owner?: string }, returnPath: ReturnPath) {
  return begin(
    deps,
    () => deps.client.POST("/user-resource/impersonation/{uuid}/start", { params: { path: { uuid: invitation.uuid } } }),
    invitation.access_owner,
    returnPath,
  );
}

/** An administrator starts impersonating a user (or a billing account's owner) with an admin token. */
export function startAdminImpersonation(deps: ImpersonationDeps, target: { user_id?: number; billing_account_id?: number; label?: string }, returnPath: ReturnPath) {
  return begin(deps, () => deps.client.POST("/user-resource/admin/token", { body: { user_id: target.user_id, billing_account_id: target.billing_account_id } }), target.label, returnPath);
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
