import { storeReferralCode } from "./sessionStore";

/** The query parameter a referral link lands with. */
export const REFERRAL_QUERY_PARAMETER = "referral_code";

/**
 * Reads `?referral_code=` from a query string; when present the code is stored for the sign-up and the
 * visitor is flagged as signing up (the login screen opens on 'Sign up').
 */
export function captureReferralCode(search: string): { code: string; signup: true } | undefined {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_PARAMETER)?.trim();
  if (!code) return undefined;
  storeReferralCode(code);
  return { code, signup: true };
}

/** The link a promoter shares: `{origin}/referral/{code}`. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/referral/${encodeURIComponent(code)}`;
}
