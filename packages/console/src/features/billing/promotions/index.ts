// Promotions and referrals: eligible promotions with top-up progress, campaign codes, and the referral share link.
export { AccountPromotions } from "./AccountPromotions";
