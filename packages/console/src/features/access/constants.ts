import { messageId } from "./messages";

/** The API's documented failure texts for tokens, used verbatim in English as the error toasts' titles. */
export const TOKEN_FAILURE = {
  create: messageId("failure.tokenCreate"),
  update: messageId("failure.tokenUpdate"),
  delete: messageId("failure.tokenDelete"),
} as const;

/** The spec's failure texts of access delegation; in English "Failed to creating impersonation key" is verbatim (sic). */
export const DELEGATION_FAILURE = {
  create: messageId("failure.delegationCreate"),
  delete: messageId("failure.delegationDelete"),
  invite: messageId("failure.invite"),
  removeImpersonation: messageId("failure.removeImpersonation"),
} as const;
