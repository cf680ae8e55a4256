import { loadAfterSettling } from "../../../forms/lazyResolver";

// The create form's rules load apart from the screen, once it has settled or when the form first validates. They
// depend on the site's size limits, so the form builds its resolver from them (`lazyResolver`).
export const loadRules = loadAfterSettling(() => import("./serviceCreateRules"));
