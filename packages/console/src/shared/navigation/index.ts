// What several features share about moving around the console: the one check of a path to return to.
export { HOME_PATH, isSafeReturnPath, safeReturnPath } from "./returnPath";
