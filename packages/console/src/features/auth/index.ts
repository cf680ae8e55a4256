// The identity provider (Auth0) behind the login screen: sign-in, sign-up, password reset and the callback's check.
export {
  describeAuthError,
  LoginRefusedError,
  loginWithGoogle,
  loginWithPassword,
  requestPasswordChange,
  signUp,
  verifyLoginCallback,
  type VerifiedLogin,
} from "./identityProvider";
export { identityProviderSettings, type IdentityProviderSettings } from "./settings";
