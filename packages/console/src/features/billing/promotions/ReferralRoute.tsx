import { useState } from "react";
import { Navigate, useParams } from "react-router";
import { REFERRAL_QUERY_PARAMETER } from "../../../session/referral";
import { storeReferralCode } from "../../../session/sessionStore";

/**
 * /referral/{code}: a referral link lands here. The code is kept for the sign-up that follows and the visitor goes to
 * the start page with `?referral_code=`, where the login screen opens on 'Sign up' (a signed-in visitor sees home).
 */
export function ReferralRoute() {
  const { code = "" } = useParams();
  const [trimmed] = useState(() => {
    const value = code.trim();
    if (value) storeReferralCode(value);
    return value;
  });
  if (!trimmed) return <Navigate to="/" replace />;
  return <Navigate to={`/?${new URLSearchParams({ [REFERRAL_QUERY_PARAMETER]: trimmed }).toString()}`} replace />;
}
