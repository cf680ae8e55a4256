import { lazyResolver, loadAfterSettling } from "../../../forms/lazyResolver";
import type { RuleMessages } from "./ruleMessages";

// The payment forms' rules load apart from the screen, once it has settled or when a form first validates. The
// top-up's rules depend on the site's configuration, so it builds its resolver from `loadRules` itself.
export const loadRules = loadAfterSettling(() => import("./paymentRules"));

/** The automated top-up's resolver, its messages in the customer's language. */
export const autoTopupResolverFor = (messages: RuleMessages) => lazyResolver(async () => (await loadRules()).autoTopupResolverFor(messages));
/** The low-balance notice's resolver, its messages in the customer's language. */
export const lowBalanceNoticeResolverFor = (messages: RuleMessages) => lazyResolver(async () => (await loadRules()).lowBalanceNoticeResolverFor(messages));
