import { limitsText, type SizeLimits } from "./limits";

/** What the site lets an account do when its credit runs out, in words. */
export interface CreditPolicyText {
  title: string;
  body: string;
}

export interface CreditPolicySource {
  /** Whether the account may run below zero: its own `allow_debt`, else the site's `allowDebt`. */
  allowDebt: boolean;
  /** The largest VM a LIMITED account may create, when the site sets one and has VMs. */
  limits?: SizeLimits;
  memory: (mb: number) => string;
}

const FROZEN = "A debt left unpaid can freeze the account: nothing new can be created and running resources may be stopped.";

/**
 * Whether credit may run below zero and what the restriction levels then do: past the allowed debt (at zero without
 * one) the account is LIMITED, a debt left unpaid FROZEN, and a top-up lifts either.
 */
export function creditPolicyText({ allowDebt, limits, memory }: CreditPolicySource): CreditPolicyText {
  const largest = limits ? limitsText(limits, memory) : "";
  const limitsPart = largest ? `new virtual machines may have at most ${largest}; what already runs keeps running` : "what already runs keeps running";
  if (allowDebt) {
    return {
      title: "Credit can run below zero",
      body: `When the credit runs out, resources keep running and what they use is owed. Past the debt the provider allows, the account is limited: ${limitsPart}. ${FROZEN} A top-up lifts the restriction.`,
    };
  }
  return {
    title: "Credit cannot run below zero",
    body: `When the credit runs out, the account is limited: ${limitsPart}. ${FROZEN} Top up before the credit runs out; a top-up lifts the restriction.`,
  };
}
