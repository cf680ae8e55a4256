import type { EligiblePromotion } from "@cloudconsole/sdk";

/** A promotion's credit type in words. */
export const PROMOTION_TEXT: Record<EligiblePromotion["credit_type"], string> = {
  first_free: "First account credit",
  referral_receiver: "Referral credit",
  signup_campaign: "Sign-up campaign",
};

/** The failure title of activating a campaign code (the API answers 'Invalid campaign.'). */
export const CAMPAIGN_FAILURE = "Failed to activate campaign";
