/** The addresses the router shows without a session: a payment's return, a referral link, the login callbacks. */
export const ROUTES_WITHOUT_SESSION = {
  paymentReturn: "payment_return",
  referral: "referral/:code",
  loginCallback: "auth0_callback",
  verifyEmail: "auth0_callback/verify",
} as const;
