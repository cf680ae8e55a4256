import type { AdyenAction, NextAction } from "./cardProcessors/types";

/** Whether a value is an Adyen action: its kind and payment method named, as Adyen's `/payments` answer gives it. */
function isAdyenAction(value: unknown): value is AdyenAction {
  if (typeof value !== "object" || value === null) return false;
  const { type, paymentMethodType } = value as { type?: unknown; paymentMethodType?: unknown };
  return typeof type === "string" && typeof paymentMethodType === "string";
}

/**
 * What a buy or a card verification answered for a processor that confirms in the page, when it needs the customer once more: a Stripe
 * intent's `client_secret`, or Adyen's `action` passed on as Adyen gave it (inferred: the platform's answer is not
 * published), each with the processor's page (`redirect_url`) as a fallback.
 */
export function nextActionOf(result: object): NextAction | undefined {
  const secret: unknown = "client_secret" in result ? result.client_secret : undefined;
  const action: unknown = "action" in result ? result.action : undefined;
  const page: unknown = "redirect_url" in result ? result.redirect_url : undefined;
  const fallback = typeof page === "string" && page ? { redirectUrl: page } : {};
  if (typeof secret === "string" && secret) return { clientSecret: secret, ...fallback };
  if (isAdyenAction(action)) return { adyenAction: action, ...fallback };
  return undefined;
}
