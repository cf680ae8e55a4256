/** The parameters the identity provider puts in the callback's URL fragment. */
export type CallbackParams = Record<string, string>;

/** Raised when the callback address carries no parameters at all. */
export const MISSING_CALLBACK_PARAMS_MESSAGE = "The login callback has no parameters. Start the login again from the login page.";

/** Reads the fragment (`#access_token=…&state=…`); throws when there is nothing to read. */
export function parseCallbackFragment(hash: string): CallbackParams {
  const params = Object.fromEntries(new URLSearchParams(hash.replace(/^#/, "")));
  if (Object.keys(params).length === 0) throw new Error(MISSING_CALLBACK_PARAMS_MESSAGE);
  return params;
}

/** What the callback screen says about an error in the parameters, if there is one. */
export function callbackError(params: CallbackParams): { title: "Action required" | "Login error"; code: string; description: string } | undefined {
  if (!params.error) return undefined;
  const description = params.error_description ?? "";
  // The provider refuses an unverified email with access_denied and a description asking to verify it.
  const verify = params.error === "access_denied" && /verify/i.test(description);
  return { title: verify ? "Action required" : "Login error", code: params.error, description };
}

/**
 * Where the identity provider returns a visitor who clicked the verification (or password reset) link in its
 * email: /auth0_callback/verify?success=true&message=…&email=…&code=… (the identity provider's second return address, after email verification).
 */
export type VerifyResult =
  | { success: true; message: string; email?: string; params: CallbackParams }
  | { success: false; code?: string; message: string; params: CallbackParams };

/** Reads the verification return's query; throws the missing-parameters error when it carries no result. */
export function parseVerifyQuery(search: string): VerifyResult {
  const params: CallbackParams = Object.fromEntries(new URLSearchParams(search.replace(/^\?/, "")));
  // Without `success` or `message` there is no outcome to show: the same error as a login callback without parameters.
  if (params.success === undefined && params.message === undefined) throw new Error(MISSING_CALLBACK_PARAMS_MESSAGE);
  const message = params.message ?? "";
  if (params.success === "true") return { success: true, message, ...(params.email ? { email: params.email } : {}), params };
  return { success: false, ...(params.code ? { code: params.code } : {}), message, params };
}
