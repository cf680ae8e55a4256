// Types for packed.mjs (tests and the release script use it).
/** Export conditions that only mean something inside this workspace. */
export const WORKSPACE_CONDITIONS: readonly string[];
/** `pnpm pack`s the package in `packageDir` into `destination`; returns the tarball's path. */
export function packPackage(packageDir: string, destination: string): string;
/** The fields of a packed package.json the checks read. */
export interface PackedManifest {
  name: string;
  version: string;
  exports?: unknown;
  bin?: string | Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  scripts?: Record<string, string>;
  [field: string]: unknown;
}
/** Unpacks a tarball: its files (relative to the package root), the text of its JS/d.ts/CSS/map/JSON files and its package.json. */
export function readTarball(tarball: string): { files: string[]; contents: Map<string, string>; manifest: PackedManifest };
/** What is wrong with a tarball for its users, one sentence each; empty when nothing is. */
export function tarballProblems(tarball: string): string[];
/** Installs tarballs (and `dependencies`, name -> range) into `appDir` as a standalone project would, with pnpm. */
export function installTarballs(appDir: string, tarballs: readonly string[], dependencies?: Record<string, string>): void;
