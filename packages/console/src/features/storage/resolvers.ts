import { lazyResolver, loadAfterSettling } from "../../forms/lazyResolver";

// The storage forms' rules load apart from the screens, once they have settled or when a form first validates.
const loadRules = loadAfterSettling(() => import("./storageRules"));

export const bucketResolver = lazyResolver(async () => (await loadRules()).bucketResolver);

const loadVolumeRules = loadAfterSettling(() => import("./volumes/volumeRules"));

export const volumeResolver = lazyResolver(async () => (await loadVolumeRules()).volumeResolver);

export const volumeSettingsResolver = lazyResolver(async () => (await loadVolumeRules()).volumeSettingsResolver);
