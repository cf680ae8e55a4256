import { Outlet } from "react-router";
import { isAuthenticated, useSession } from "../../session/sessionStore";
import { LoginRoute } from "../login";

/** Routes below need a session: without one, the login screen is shown at the same address. */
export function AuthGate() {
  const session = useSession();
  return isAuthenticated(session) ? <Outlet /> : <LoginRoute />;
}
