import { lazyResolver, loadAfterSettling } from "../../forms/lazyResolver";
import type { MetalT } from "./messages";

// The bare-metal forms' rules load apart from the screens, once they have settled or when a form first validates.
export const loadRules = loadAfterSettling(() => import("./metalRules"));

/** The rename form's rules, their messages in the language of `t`. */
export const leaseNameResolverFor = (t: MetalT) => lazyResolver(async () => (await loadRules()).leaseNameResolverFor(t));
