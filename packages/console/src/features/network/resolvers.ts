import { lazyResolver, loadAfterSettling } from "../../forms/lazyResolver";

// The network forms' rules load apart from the screens, once they have settled or when a form first validates.
const loadRules = loadAfterSettling(() => import("./networkRules"));

export const ruleResolver = lazyResolver(async () => (await loadRules()).ruleResolver);
export const lbResolver = lazyResolver(async () => (await loadRules()).lbResolver);
export const ipResolver = lazyResolver(async () => (await loadRules()).ipResolver);
export const vpcResolver = lazyResolver(async () => (await loadRules()).vpcResolver);
export const firewallResolver = lazyResolver(async () => (await loadRules()).firewallResolver);
export const firewallRulesResolver = lazyResolver(async () => (await loadRules()).firewallRulesResolver);
export const nameResolver = lazyResolver(async () => (await loadRules()).nameResolver);
export const requiredNameResolver = lazyResolver(async () => (await loadRules()).requiredNameResolver);
