import { lazyResolver, loadAfterSettling } from "../../forms/lazyResolver";

// The access forms' rules load apart from the screens, once a screen has settled or when a form first validates.
const loadRules = loadAfterSettling(() => import("./accessRules"));

export const tokenResolver = lazyResolver(async () => (await loadRules()).tokenResolver);
export const delegationResolver = lazyResolver(async () => (await loadRules()).delegationResolver);
export const inviteResolver = lazyResolver(async () => (await loadRules()).inviteResolver);
