import { lazyResolver, loadAfterSettling } from "../../../forms/lazyResolver";

// The payment forms' rules load apart from the screen, once it has settled or when a form first validates. The
// top-up's rules depend on the site's configuration, so it builds its resolver from `loadRules` itself.
export const loadRules = loadAfterSettling(() => import("./paymentRules"));

export const autoTopupResolver = lazyResolver(async () => (await loadRules()).autoTopupResolver);
export const lowBalanceNoticeResolver = lazyResolver(async () => (await loadRules()).lowBalanceNoticeResolver);
