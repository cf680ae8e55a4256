// End-to-end tests drive Debian's Chromium; never a browser downloaded by a test tool.
import { ensureDebianPackage } from "./debian.mjs";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Installs Debian's `chromium` when it is missing; returns why it could not, or undefined when it is there. */
export function ensureChromium() {
  return ensureDebianPackage({ path: CHROMIUM_PATH, pkg: "chromium", purpose: "the end-to-end tests and the bundle budgets" });
}
