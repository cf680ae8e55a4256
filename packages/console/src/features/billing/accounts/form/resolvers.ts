import { loadAfterSettling } from "../../../../forms/lazyResolver";

// The account form's rules load apart from the screen, once it has settled or when the form first validates. They
// depend on the site's field rules, so the form builds its resolver from `loadRules` itself.
export const loadRules = loadAfterSettling(() => import("./accountRules"));
