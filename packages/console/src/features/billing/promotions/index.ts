// Promotions and referrals: eligible promotions with top-up progress, campaign codes, and the referral share link;
// `ReferralRoute` answers the link itself (an unauthenticated route of the console).
export { AccountPromotions } from "./AccountPromotions";
export { ReferralRoute } from "./ReferralRoute";
