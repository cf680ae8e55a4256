import { lazyResolver, loadAfterSettling } from "../../../forms/lazyResolver";

// The VM detail forms' rules load apart from the screen, once it has settled or when a form first validates.
export const loadRules = loadAfterSettling(() => import("./vmDetailRules"));

export const nameResolver = lazyResolver(async () => (await loadRules()).nameResolver);
export const descriptionResolver = lazyResolver(async () => (await loadRules()).descriptionResolver);
export const resizeResolver = lazyResolver(async () => (await loadRules()).resizeResolver);
export const passwordResolver = lazyResolver(async () => (await loadRules()).passwordResolver);
export const billingAccountResolver = lazyResolver(async () => (await loadRules()).billingAccountResolver);
export const subinterfaceResolver = lazyResolver(async () => (await loadRules()).subinterfaceResolver);
export const addDiskResolver = lazyResolver(async () => (await loadRules()).addDiskResolver);
