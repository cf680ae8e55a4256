import { ApiError } from "@cloudconsole/sdk";
import { endSession } from "./sessionStore";

/** The API refused the key the call was made with (HTTP 401). A 403 refuses one action only, the session stays. */
export function isRefusedCredentials(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Ends the session when `error` says its key was refused, and tells the caller so: such a failure is not shown as
 * an error of its own (no toast), the screen for the ended session says it all.
 */
export function endSessionIfRefused(error: unknown): boolean {
  if (!isRefusedCredentials(error)) return false;
  endSession();
  return true;
}
