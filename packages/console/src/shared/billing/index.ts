// What several features show of billing rules without importing the billing feature: the site's debt policy and a
// LIMITED account's size limits.
export { CreditPolicy, type CreditPolicyProps } from "./CreditPolicy";
export { creditPolicyText, type CreditPolicyText } from "./creditPolicy";
export { limitsText, sizeLimitsOf, withinLimits, type SizeLimits } from "./limits";
