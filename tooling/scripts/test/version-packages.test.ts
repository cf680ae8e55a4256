// `pnpm version-packages` on a copy of the repository's release files: the versions, changelog entries and contract
// version the pending changesets would produce, checked before anyone runs it for real.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACT_ENTRY, contractVersion } from "../src/sync-contract-version.mjs";

const root = join(import.meta.dirname, "..", "..", "..");
const GROUPS = ["packages", "apps", "themes", "tooling"];
const BUMPS = ["patch", "minor", "major"] as const;
type Bump = (typeof BUMPS)[number];

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
interface Changeset {
  file: string;
  releases: Record<string, Bump>;
  summary: string;
}

const read = (base: string, file: string) => readFileSync(join(base, file), "utf8");

/** Every workspace package: its folder (relative to the root) and package.json. */
function workspacePackages(base: string): { dir: string; manifest: Manifest }[] {
  return GROUPS.flatMap((group) =>
    existsSync(join(base, group))
      ? readdirSync(join(base, group))
          .map((name) => `${group}/${name}`)
          .filter((dir) => existsSync(join(base, dir, "package.json")))
          .map((dir) => ({ dir, manifest: JSON.parse(read(base, `${dir}/package.json`)) as Manifest }))
      : [],
  );
}

/** The pending changesets: front matter (`"name": bump` lines) and text. */
function pendingChangesets(base: string): Changeset[] {
  return readdirSync(join(base, ".changeset"))
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .map((file) => {
      const [, head = "", summary = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(read(base, `.changeset/${file}`)) ?? [];
      const releases = Object.fromEntries([...head.matchAll(/^["']?([^"':]+)["']?:\s*(patch|minor|major)\s*$/gm)].map((match) => [match[1], match[2] as Bump]));
      return { file, releases, summary: summary.trim() };
    });
}

function bump(version: string, type: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split(".").map(Number);
  if (type === "major") return `${major + 1}.0.0`;
  if (type === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** Copies what `changeset version` and the contract sync read or write. */
function copyReleaseFiles(target: string): void {
  const files = [
    "package.json",
    "pnpm-workspace.yaml",
    CONTRACT_ENTRY,
    "tooling/scripts/src/changelog.cjs",
    "tooling/scripts/src/sync-contract-version.mjs",
    ...workspacePackages(root).flatMap(({ dir }) => [`${dir}/package.json`, `${dir}/CHANGELOG.md`]),
  ];
  for (const file of files.filter((file) => existsSync(join(root, file)))) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(root, file), join(target, file));
  }
  cpSync(join(root, ".changeset"), join(target, ".changeset"), { recursive: true });
}

const published = workspacePackages(root).filter(({ manifest }) => !manifest.private);
const changesets = pendingChangesets(root);
const work = mkdtempSync(join(tmpdir(), "version-packages-"));
const after = (dir: string) => JSON.parse(read(work, `${dir}/package.json`)) as Manifest;

beforeAll(() => {
  copyReleaseFiles(work);
  // The root script itself, as `pnpm version-packages` runs it, with the workspace's `changeset` binary.
  const script = (JSON.parse(read(root, "package.json")) as { scripts: Record<string, string> }).scripts["version-packages"] ?? "";
  execFileSync("sh", ["-c", script], {
    cwd: work,
    stdio: "pipe",
    env: { ...process.env, PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}` },
  });
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("pnpm version-packages", () => {
  it("finds changesets that each name one published package, so each changelog gets only its own package's text", () => {
    const names = new Set(published.map(({ manifest }) => manifest.name));
    for (const changeset of changesets) {
      expect(Object.keys(changeset.releases), changeset.file).toHaveLength(1);
      expect(names, changeset.file).toContain(Object.keys(changeset.releases)[0]);
    }
  });

  it("releases a package never published (0.0.0) as 0.1.0, and bumps the others by their changesets", () => {
    for (const { dir, manifest } of published) {
      const types = changesets.flatMap((changeset) => changeset.releases[manifest.name] ?? []);
      const strongest = BUMPS.filter((type) => types.includes(type)).at(-1);
      const expected = manifest.version === "0.0.0" ? (types.length > 0 ? "0.1.0" : "0.0.0") : strongest ? bump(manifest.version, strongest) : undefined;
      // Without changesets of its own a package moves only when a workspace dependency does, and then by a patch.
      const allowed = expected ? [expected] : [manifest.version, bump(manifest.version, "patch")];
      expect(allowed.map((version) => `${manifest.name}@${version}`)).toContain(`${manifest.name}@${after(dir).version}`);
    }
  });

  it("leaves the changelog of a package whose version stays as it was", () => {
    for (const { dir, manifest } of published.filter(({ dir, manifest }) => after(dir).version === manifest.version)) {
      const before = existsSync(join(root, dir, "CHANGELOG.md")) ? read(root, `${dir}/CHANGELOG.md`) : `# ${manifest.name}\n`;
      expect(read(work, `${dir}/CHANGELOG.md`), manifest.name).toBe(before);
    }
  });

  it("writes each package's changesets into its own changelog only, under the new version", () => {
    for (const { dir, manifest } of published.filter(({ dir, manifest }) => after(dir).version !== manifest.version)) {
      const changelog = read(work, `${dir}/CHANGELOG.md`);
      const version = after(dir).version;
      const heading = changelog.indexOf(`\n## ${version}\n`);
      const next = changelog.indexOf("\n## ", heading + 1);
      const entry = changelog.slice(heading, next >= 0 ? next : undefined);
      expect(changelog.startsWith(`# ${manifest.name}\n\n## ${version}\n`), manifest.name).toBe(true);
      for (const changeset of changesets) {
        const firstLine = changeset.summary.split("\n")[0] ?? "";
        expect(entry.includes(firstLine), `${changeset.file} in ${manifest.name}'s changelog`).toBe(manifest.name in changeset.releases);
      }
    }
  });

  it("gives a first release no older entries (none for versions that were never published)", () => {
    for (const { dir, manifest } of published.filter(({ dir, manifest }) => manifest.version === "0.0.0" && after(dir).version !== manifest.version)) {
      expect(read(work, `${dir}/CHANGELOG.md`).match(/^## /gm), manifest.name).toHaveLength(1);
    }
  });

  it("consumes the changesets and leaves private packages unversioned", () => {
    expect(pendingChangesets(work)).toEqual([]);
    for (const { dir, manifest } of workspacePackages(root).filter(({ manifest }) => manifest.private)) {
      expect(after(dir).version, manifest.name).toBe(manifest.version);
    }
  });

  it("sets the contract's info.version to the SDK's new version", () => {
    const sdk = published.find(({ manifest }) => manifest.name === "@cloudconsole/sdk");
    expect(sdk).toBeDefined();
    expect(contractVersion(read(work, CONTRACT_ENTRY))).toBe(after(sdk?.dir ?? "").version);
  });
});
