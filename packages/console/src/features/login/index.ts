// Signing in: the login screen shown at any address that needs a session.
export { LoginRoute } from "./LoginRoute";
