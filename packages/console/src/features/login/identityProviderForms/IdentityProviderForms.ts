// The forms of a site that signs in through its identity provider, loaded together as one chunk.
export { ConfirmEmailNotice } from "./ConfirmEmailNotice";
export { CredentialsForm } from "./CredentialsForm";
export { ForgotPasswordForm } from "./ForgotPasswordForm";
export { identityProviderFormsMessages } from "./messages";
