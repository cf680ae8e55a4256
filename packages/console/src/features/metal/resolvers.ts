import { lazyResolver, loadAfterSettling } from "../../forms/lazyResolver";

// The bare-metal forms' rules load apart from the screens, once they have settled or when a form first validates.
export const loadRules = loadAfterSettling(() => import("./metalRules"));

export const leaseNameResolver = lazyResolver(async () => (await loadRules()).leaseNameResolver);
