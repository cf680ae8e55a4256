import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient, TokenResponse } from "@cloudconsole/sdk";
import { clearImpersonation, getSession, storeImpersonation, type ImpersonationState } from "../../session/sessionStore";
import { HOME_PATH, safeReturnPath } from "../../shared/navigation";
import { showErrorToast, showSuccessToast } from "../../toasts/toasts";

/** Where the visitor was when impersonation started. */
export type ReturnPath = NonNullable<ImpersonationState["returnPath"]>;

export interface ImpersonationDeps {
  client: ApiClient;
  queryClient: QueryClient;
  /** Client-side navigation within /app. */
  navigate: (to: string) => void;
  /** The start's toasts, in the customer's language. */
  texts: { startFailed: string; started: string };
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
    showErrorToast(error, { title: deps.texts.startFailed });
    return false;
  }
  storeImpersonation({ token: response.token, access_owner: nameOf(response), returnPath });
  forgetAccountData(deps.queryClient);
  deps.navigate("/");
  showSuccessToast(deps.texts.started);
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

/** An impersonation as this console saves it; what is read back from storage is checked against it, never trusted. */
interface SavedImpersonation {
  token: string;
  access_owner?: string;
  returnPath?: ReturnPath;
}

// Plain checks rather than a zod schema: the shell runs them on every signed-in screen, and zod would more than
// double the code those screens load.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isOptionalString = (value: unknown) => value === undefined || typeof value === "string";

function isReturnPath(value: unknown): value is ReturnPath {
  return isRecord(value) && typeof value.path === "string" && isOptionalString(value.query) && isOptionalString(value.hash);
}

/** The saved impersonation when it has the shape this console saves, else undefined (it is then only ended). */
function readSavedImpersonation(value: unknown): SavedImpersonation | undefined {
  if (!isRecord(value) || typeof value.token !== "string" || !isOptionalString(value.access_owner)) return undefined;
  if (value.returnPath !== undefined && !isReturnPath(value.returnPath)) return undefined;
  return { token: value.token, access_owner: value.access_owner, returnPath: value.returnPath };
}

/** Whom the saved impersonation acts as, when it names them as this console saves it (whatever else it holds). */
export function impersonatedOwner(impersonation: unknown): string | undefined {
  return isRecord(impersonation) && typeof impersonation.access_owner === "string" ? impersonation.access_owner : undefined;
}

/** The address to go back to: the saved return path when it is a path of this app, or '/'. */
export function returnTarget(returnPath: ReturnPath | undefined): string {
  if (!returnPath) return HOME_PATH;
  return safeReturnPath(`${returnPath.path}${returnPath.query ?? ""}${returnPath.hash ?? ""}`);
}

/**
 * Stops impersonating and goes back to where it started. A saved impersonation of the wrong shape (storage edited by
 * hand or by another version) still ends: its return path is discarded and the visitor goes to '/'.
 */
export function returnFromImpersonation(deps: Omit<ImpersonationDeps, "client">) {
  const target = returnTarget(readSavedImpersonation(getSession().impersonation)?.returnPath);
  clearImpersonation();
  forgetAccountData(deps.queryClient);
  deps.navigate(target);
}
