import { lazyResolver, loadAfterSettling } from "../../../forms/lazyResolver";

// The campaign code's rules load apart from the screen, once it has settled or when the form first validates.
const loadRules = loadAfterSettling(() => import("./promotionRules"));

export const campaignResolver = lazyResolver(async () => (await loadRules()).campaignResolver);
