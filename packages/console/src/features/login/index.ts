// Signing in: the login screen shown at any address that needs a session, and the screen of an ended impersonation.
export { LoginRoute } from "./LoginRoute";
export { ImpersonationEndedScreen } from "./impersonationEnded/ImpersonationEndedScreen";
