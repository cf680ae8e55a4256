import type { QueryClient } from "@tanstack/react-query";
import { API_KEY_HEADER, ApiConnectionError, ApiError, type ApiClient, type User } from "@cloudconsole/sdk";
import { storeApiKey } from "../../session/sessionStore";
import { userQueries } from "../../session/userQueries";

/** Said on the field when the API refuses the typed key (401 or 403). */
export const API_KEY_REFUSED_MESSAGE = "This API key was not accepted. Check it and try again.";

/** Said on the email field when the key is another account's than the email typed beside it. */
export const API_KEY_OTHER_ACCOUNT_MESSAGE = "This API key belongs to another account. Check the key and the email.";

/** The key works, but for an account other than the email typed with it: nothing is stored. */
export class ApiKeyAccountMismatchError extends Error {
  override readonly name = "ApiKeyAccountMismatchError";
  constructor() {
    super(API_KEY_OTHER_ACCOUNT_MESSAGE);
  }
}

/** Whether `email` is the account's (its user name or its profile's email, in any letter case). */
export function isAccountEmail(user: Pick<User, "name" | "profile_data">, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return [user.name, user.profile_data?.email].some((known) => known?.trim().toLowerCase() === wanted);
}

/** What the API key field says about a failed check: a refused key, no connection, or the API's own error text. */
export function apiKeyLoginError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return API_KEY_REFUSED_MESSAGE;
  if (error instanceof ApiConnectionError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Signs in with an API key once the API accepts it: the user call is made with the typed key (nothing is stored
 * before, so no other key goes out with it), and only then is the key stored. The answer fills the user query so the
 * shell does not ask again; anything cached or still in flight from an earlier session goes first (a late 401 of the
 * old key must not end the new session), except the site configuration, which is the same for every visitor and is
 * read by every screen. With `email`, the key must be that account's (ApiKeyAccountMismatchError otherwise): the email
 * is checked, never stored or sent. Throws the check's error.
 */
export async function logInWithApiKey(client: ApiClient, queryClient: QueryClient, apikey: string, email?: string): Promise<void> {
  const user = await client.GET("/user-resource/user", { headers: { [API_KEY_HEADER]: apikey } });
  if (email && !isAccountEmail(user, email)) throw new ApiKeyAccountMismatchError();
  const earlierSession = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== "config" };
  await queryClient.cancelQueries(earlierSession);
  queryClient.removeQueries(earlierSession);
  queryClient.setQueryData(userQueries.detail(client).queryKey, user);
  storeApiKey(apikey);
}
