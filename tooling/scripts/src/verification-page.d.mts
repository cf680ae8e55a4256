// Types for verification-page.mjs (its test and new-provider.mjs use it).
/** The page's files, by name. */
export const VERIFICATION_PAGE_FILES: readonly string[];
/** Each file of the page with its content, from the sources. */
export function verificationPageFiles(): Record<string, string>;
/** The provider apps under `root`/apps (each folder with a package.json). */
export function providerApps(root: string): string[];
/** The page's files of one app whose public/ copy is missing or differs from the sources. */
export function staleFiles(appDir: string): string[];
/** Writes the page into one app's public/ folder. */
export function writeVerificationPage(appDir: string): void;
