/** The API's documented failure texts for tokens, used verbatim as the error toasts' titles. */
export const TOKEN_FAILURE = {
  create: "Failed to create kong token",
  update: "Failed to update kong token",
  delete: "Failed to delete kong token",
} as const;

/** The spec's failure texts of access delegation; "Failed to creating impersonation key" is verbatim (sic). */
export const DELEGATION_FAILURE = {
  create: "Failed to create access delegation group",
  delete: "Failed to delete access delegation",
  invite: "Failed to creating impersonation key",
  removeImpersonation: "Failed to delete impersonation key",
} as const;

/** Shown for a token that may see every billing account (billing_account_id 0, not restricted). */
export const ALL_BILLING_ACCOUNTS = "All billing accounts";

/** The invite form's check of the grantee's email. */
export const INVALID_EMAIL_MESSAGE = "Enter a valid email address";
