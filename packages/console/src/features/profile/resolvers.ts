import { lazyResolver, loadAfterSettling } from "../../forms/lazyResolver";

// The profile forms' rules load apart from the screen, once it has settled or when a form first validates.
const loadRules = loadAfterSettling(() => import("./profileRules"));

export const profileResolver = lazyResolver(async () => (await loadRules()).profileResolver);
export const adminImpersonationResolver = lazyResolver(async () => (await loadRules()).adminImpersonationResolver);
export const sshKeyResolver = lazyResolver(async () => (await loadRules()).sshKeyResolver);
