import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { parseVerifyQuery } from "./callbackParams";
import { VerifyEmailScreen } from "./VerifyEmailScreen";

/**
 * /auth0_callback/verify: where the identity provider sends a visitor back from the link in its verification or
 * password reset email. Missing parameters throw to the route's error boundary, as on /auth0_callback.
 */
export function VerifyEmailRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the screen shows what the provider sent, whatever happens to the address afterwards.
  const [result] = useState(() => parseVerifyQuery(location.search));
  return <VerifyEmailScreen result={result} onContinue={() => void navigate("/")} />;
}
