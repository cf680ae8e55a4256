// Types for sync-contract-version.mjs (tests use it).
export const SDK_MANIFEST: string;
export const CONTRACT_ENTRY: string;
/** The `info.version` of an OpenAPI document's text; undefined when it has none. */
export function contractVersion(text: string): string | undefined;
/** The document's text with `info.version` set to `version`, everything else unchanged. */
export function withContractVersion(text: string, version: string): string;
/** Sets (or, with `check`, compares) the contract's version to the SDK's; returns both. */
export function syncContractVersion(root: string, options?: { check?: boolean }): { sdkVersion: string; contractVersion: string | undefined };
