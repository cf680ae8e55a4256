import type { QueryClient } from "@tanstack/react-query";
import { API_KEY_HEADER, ApiConnectionError, ApiError, type ApiClient, type User } from "@cloudconsole/sdk";
import { storeApiKey } from "../../session/sessionStore";
import { userQueries } from "../../session/userQueries";

/** The key works, but for an account other than the email typed with it: nothing is stored (the form says so in its language). */
export class ApiKeyAccountMismatchError extends Error {
  override readonly name = "ApiKeyAccountMismatchError";
  constructor() {
    super("This API key belongs to another account");
  }
}

/** Whether `email` is the account's (its user name or its profile's email, in any letter case). */
export function isAccountEmail(user: Pick<User, "name" | "profile_data">, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return [user.name, user.profile_data?.email].some((known) => known?.trim().toLowerCase() === wanted);
}

/** What the API key field says about a failed check: `refused` for a refused key (401 or 403), no connection, or the API's own error text. */
export function apiKeyLoginError(error: unknown, refused: string): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return refused;
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
