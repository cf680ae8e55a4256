import { APP_BASE_PATH } from "../config/runtime";

/** Where the browser is within the console: the path relative to the base path ("/" at its root), query and hash. */
export function consoleAddress(location: Pick<Location, "pathname" | "search" | "hash"> = globalThis.location) {
  const { pathname } = location;
  const inside = pathname === APP_BASE_PATH || pathname.startsWith(`${APP_BASE_PATH}/`);
  return { pathname: inside ? pathname.slice(APP_BASE_PATH.length) || "/" : pathname, search: location.search, hash: location.hash };
}
