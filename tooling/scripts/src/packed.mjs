// What a published package's tarball must (not) hold, and installing tarballs the way an integrator would.
// Used by the pack tests of the published packages and by `pnpm release`, which checks every tarball before publishing.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix, relative } from "node:path";

/** Export conditions that only mean something inside this workspace (they point at ./src, which is not shipped). */
export const WORKSPACE_CONDITIONS = ["@cloudconsole/source"];
/** Scripts npm and pnpm run when a consumer installs the package. */
const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall", "prepare"];
const DEPENDENCY_FIELDS = ["dependencies", "peerDependencies", "optionalDependencies"];

/** `pnpm pack`s the package in `packageDir` into `destination`; resolves to the tarball's path. */
export function packPackage(packageDir, destination) {
  mkdirSync(destination, { recursive: true });
  const before = new Set(readdirSync(destination));
  execFileSync("pnpm", ["pack", "--pack-destination", destination], { cwd: packageDir, stdio: "pipe" });
  const tarball = readdirSync(destination).find((file) => file.endsWith(".tgz") && !before.has(file));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${packageDir}`);
  return join(destination, tarball);
}

/** Unpacks a tarball; its files (relative to the package root, `/`-separated) and its package.json. */
export function readTarball(tarball) {
  const dir = mkdtempSync(join(tmpdir(), "tarball-"));
  try {
    execFileSync("tar", ["-xzf", tarball, "-C", dir]);
    const root = join(dir, "package");
    const files = listFiles(root).sort();
    const contents = new Map(files.filter((file) => /\.(?:m?js|d\.m?ts|css|map|json)$/.test(file)).map((file) => [file, readFileSync(join(root, file), "utf8")]));
    return { files, contents, manifest: JSON.parse(contents.get("package.json") ?? "{}") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function listFiles(root, prefix = "") {
  return readdirSync(join(root, prefix)).flatMap((name) => {
    const path = prefix ? `${prefix}/${name}` : name;
    return statSync(join(root, path)).isDirectory() ? listFiles(root, path) : [path];
  });
}

/**
 * What is wrong with a tarball for its users, one sentence each: build scripts or a workspace-only export condition
 * shipped, source maps whose sources (or maps named by a file) are missing, workspace protocols in dependencies,
 * exports or bins pointing at files it lacks, install scripts, missing README, licence, repository or engines.
 */
export function tarballProblems(tarball) {
  const { files, contents, manifest } = readTarball(tarball);
  const shipped = new Set(files);
  const problems = [];
  if (files.some((file) => file.startsWith("scripts/"))) problems.push("ships build scripts (scripts/)");
  const manifestText = JSON.stringify(manifest);
  for (const condition of WORKSPACE_CONDITIONS) {
    if (manifestText.includes(condition)) problems.push(`package.json names the workspace-only condition ${condition}`);
  }
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (/^(workspace|catalog|link|file):/.test(range)) problems.push(`${field}.${name} is "${range}", which only this workspace understands`);
    }
  }
  for (const script of INSTALL_SCRIPTS) {
    if (manifest.scripts?.[script]) problems.push(`runs a ${script} script on its users' machines`);
  }
  for (const target of [...exportTargets(manifest.exports), ...Object.values(typeof manifest.bin === "string" ? { bin: manifest.bin } : (manifest.bin ?? {}))]) {
    const path = posix.normalize(target);
    const found = path.includes("*") ? files.some((file) => file.startsWith(path.slice(0, path.indexOf("*")))) : shipped.has(path);
    if (!found) problems.push(`exports or bin name ${target}, which is not in the package`);
  }
  for (const [file, text] of contents) {
    if (file.endsWith(".map")) problems.push(...mapProblems(file, text, shipped));
    else {
      const url = /[#@] sourceMappingURL=([^\s*]+)/.exec(text)?.[1];
      if (url && !url.startsWith("data:") && !shipped.has(posix.join(posix.dirname(file), url))) problems.push(`${file} names the source map ${url}, which is not in the package`);
    }
  }
  if (!shipped.has("README.md")) problems.push("has no README.md");
  if (!manifest.license) problems.push("names no license");
  if (!manifest.repository?.url || !manifest.repository?.directory) problems.push("names no repository with its directory");
  if (!manifest.homepage || !manifest.bugs) problems.push("names no homepage or bugs URL");
  if (!manifest.engines?.node) problems.push("names no engines.node");
  return problems;
}

/** Every file an `exports` value points at (conditions flattened, `null` exclusions skipped). */
function exportTargets(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(exportTargets);
  if (value && typeof value === "object") return Object.values(value).flatMap(exportTargets);
  return [];
}

/** A map is fine when each source is either shipped or embedded (`sourcesContent`). */
function mapProblems(file, text, shipped) {
  let map;
  try {
    map = JSON.parse(text);
  } catch {
    return [`${file} is not a valid source map`];
  }
  const base = posix.join(posix.dirname(file), map.sourceRoot ?? "");
  const missing = (map.sources ?? []).filter((source, index) => typeof map.sourcesContent?.[index] !== "string" && !shipped.has(posix.normalize(posix.join(base, source))));
  return missing.length > 0 ? [`${file} points at sources the package does not ship (${missing.slice(0, 3).join(", ")}${missing.length > 3 ? ", …" : ""})`] : [];
}

/**
 * Installs tarballs into `appDir` as a new project outside the workspace would, with `dependencies` (name -> range)
 * beside them. Tarballs that depend on each other get each other (never the registry's copy). Uses pnpm with
 * --prefer-offline: packages already in the pnpm store are linked from it, others come from the registry.
 */
export function installTarballs(appDir, tarballs, dependencies = {}) {
  mkdirSync(appDir, { recursive: true });
  const local = Object.fromEntries(tarballs.map((tarball) => [readTarball(tarball).manifest.name, `file:${relative(appDir, tarball)}`]));
  writeFileSync(join(appDir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module", dependencies: { ...local, ...dependencies } }, null, 2));
  // Settings of a standalone project: its packages' install scripts are not run (none of ours needs one).
  writeFileSync(
    join(appDir, "pnpm-workspace.yaml"),
    ["strictDepBuilds: false", "overrides:", ...Object.entries(local).map(([name, spec]) => `  "${name}": "${spec}"`), ""].join("\n"),
  );
  execFileSync("pnpm", ["install", "--prefer-offline"], { cwd: appDir, stdio: "pipe", env: cleanEnv() });
}

/** The environment without the workspace's own pnpm/npm settings, so a nested pnpm sees a standalone project. */
function cleanEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm|pnpm)_config_/i.test(name) && !/^npm_package_/i.test(name)));
}
