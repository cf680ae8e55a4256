// The identity provider (Auth0) behind the login screen: sign-in, sign-up, password reset, the callback's check and
// log out.
export {
  describeAuthError,
  type AuthErrorWords,
  LoginRefusedError,
  loginWithGoogle,
  loginWithPassword,
  requestPasswordChange,
  signUp,
  verifyLoginCallback,
  type VerifiedLogin,
} from "./identityProvider";
export { forgetLoginAttempt, loginAttemptReturnPath } from "./loginAttempts";
export { logOut } from "./logOut";
export { identityProviderSettings, type IdentityProviderSettings } from "./settings";
