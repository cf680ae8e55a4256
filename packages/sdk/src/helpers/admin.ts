import { ApiContentTypeError, ApiError } from "../errors.js";

/**
 * Whether a `GET /user-resource/user/privileges` status means admin: 403 no; 404, 502 or any 2xx yes.
 * Any other status is an error and throws a RangeError.
 */
export function isAdminFromPrivilegesStatus(status: number): boolean {
  if (status === 403) return false;
  if (status === 404 || status === 502 || (status >= 200 && status < 300)) return true;
  throw new RangeError(`Unexpected status ${status} from GET privileges; cannot tell whether the user is an admin`);
}

/** Asks the API whether the user is an admin, by the status of `GET /user-resource/user/privileges` alone. */
export async function fetchIsAdmin(client: { GET: (path: "/user-resource/user/privileges") => Promise<unknown> }): Promise<boolean> {
  try {
    await client.GET("/user-resource/user/privileges");
    return true;
  } catch (error) {
    // A 2xx whatever its body (HTML, text) is an admin's answer: only the status counts.
    if (error instanceof ApiContentTypeError && error.status >= 200 && error.status < 300) return true;
    if (error instanceof ApiError) {
      try {
        return isAdminFromPrivilegesStatus(error.status);
      } catch {
        throw error;
      }
    }
    throw error;
  }
}
