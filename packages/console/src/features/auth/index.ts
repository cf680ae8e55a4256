// The identity provider (Auth0) behind the login screen: sign-in, sign-up and password reset.
export { describeAuthError, loginWithGoogle, loginWithPassword, requestPasswordChange, signUp } from "./identityProvider";
export { identityProviderSettings, type IdentityProviderSettings } from "./settings";
