import { lazyResolver, loadAfterSettling } from "../../forms/lazyResolver";
import type { StorageT } from "./messages";
import type { VolumeT } from "./volumes/messages";

// The storage forms' rules load apart from the screens, once they have settled or when a form first validates. Their
// messages are in the customer's language, so each form builds its resolver with its `t` (again when it changes).
const loadRules = loadAfterSettling(() => import("./storageRules"));

export const bucketResolver = (t: StorageT) => lazyResolver(async () => (await loadRules()).bucketResolverFor(t));

const loadVolumeRules = loadAfterSettling(() => import("./volumes/volumeRules"));

export const volumeResolver = (t: VolumeT) => lazyResolver(async () => (await loadVolumeRules()).volumeResolverFor(t));

export const volumeSettingsResolver = (t: VolumeT) => lazyResolver(async () => (await loadVolumeRules()).volumeSettingsResolverFor(t));
