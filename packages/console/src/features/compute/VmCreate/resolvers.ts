import { loadAfterSettling } from "../../../forms/lazyResolver";

// The VM-create form's rules load apart from the screen, once it has settled or when the form first validates.
export const loadRules = loadAfterSettling(() => import("./vmCreateRules"));
