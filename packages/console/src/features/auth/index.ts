// The identity provider (Auth0) behind the login screen: sign-in, sign-up and password reset.
export {
  describeAuthError,
  identityProviderSettings,
  loginWithGoogle,
  loginWithPassword,
  requestPasswordChange,
  signUp,
  type IdentityProviderSettings,
} from "./identityProvider";
