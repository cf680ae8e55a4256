import type { EligiblePromotion } from "@cloudconsole/sdk";
import type { PromotionsT } from "./messages";

/** A promotion's credit type in words; a type the platform adds later is shown as it comes. */
export function promotionName(t: PromotionsT, type: EligiblePromotion["credit_type"]): string {
  switch (type) {
    case "first_free":
      return t("type.first_free");
    case "referral_receiver":
      return t("type.referral_receiver");
    case "signup_campaign":
      return t("type.signup_campaign");
    default:
      return type;
  }
}
