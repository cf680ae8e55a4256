import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTarball, tarballProblems } from "@cloudconsole/scripts/packed";

const work = mkdtempSync(join(tmpdir(), "packed-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tarball laid out as npm packs one: every file under package/. */
function tarball(name: string, files: Record<string, string | object>): string {
  const root = join(work, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, "package", file)), { recursive: true });
    writeFileSync(join(root, "package", file), typeof content === "string" ? content : JSON.stringify(content));
  }
  const path = join(work, `${name}.tgz`);
  execFileSync("tar", ["-czf", path, "-C", root, "package"]);
  return path;
}

const goodManifest = {
  name: "@cloudconsole/example",
  version: "0.1.0",
  license: "MIT",
  homepage: "https://github.com/cloudconsole/cloudconsole/tree/main/packages/example#readme",
  bugs: { url: "https://github.com/cloudconsole/cloudconsole/issues" },
  repository: { type: "git", url: "git+https://github.com/cloudconsole/cloudconsole.git", directory: "packages/example" },
  engines: { node: ">=20.19.0" },
  type: "module",
  exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" }, "./contract/*": "./contract/*" },
  bin: { example: "./dist/bin.js" },
  dependencies: { zod: "^4.6.7" },
};

describe("tarballProblems", () => {
  it("finds nothing wrong with built code, self-contained maps and a complete package.json", () => {
    const good = tarball("good", {
      "package.json": goodManifest,
      "README.md": "# example",
      "dist/index.js": "export const a = 1;\n//# sourceMappingURL=index.js.map",
      "dist/index.js.map": { version: 3, sources: ["../src/index.ts"], sourcesContent: ["export const a = 1;"], mappings: "" },
      "dist/index.d.ts": "export declare const a = 1;",
      "dist/bin.js": "#!/usr/bin/env node",
      "contract/openapi.yaml": "openapi: 3.1.0",
    });
    expect(tarballProblems(good)).toEqual([]);
    expect(readTarball(good).files).toEqual(["README.md", "contract/openapi.yaml", "dist/bin.js", "dist/index.d.ts", "dist/index.js", "dist/index.js.map", "package.json"]);
  });

  it("names each thing an integrator would trip over", () => {
    const bad = tarball("bad", {
      "package.json": {
        name: "@cloudconsole/example",
        version: "0.1.0",
        exports: { ".": { "@cloudconsole/source": "./src/index.ts", types: "./dist/index.d.ts", default: "./dist/index.js" } },
        bin: "./dist/cli.js",
        dependencies: { "@cloudconsole/sdk": "workspace:*", zod: "catalog:" },
        scripts: { postinstall: "node scripts/setup.mjs", build: "tsc" },
      },
      "scripts/generate.mjs": "",
      "dist/index.js": "export {};\n//# sourceMappingURL=index.js.map",
      "dist/other.js": "export {};\n//# sourceMappingURL=gone.js.map",
      "dist/index.js.map": { version: 3, sources: ["../src/index.ts"], mappings: "" },
      "dist/index.d.ts.map": "not json",
    });
    expect(tarballProblems(bad)).toEqual([
      "ships build scripts (scripts/)",
      "package.json names the workspace-only condition @cloudconsole/source",
      'dependencies.@cloudconsole/sdk is "workspace:*", which only this workspace understands',
      'dependencies.zod is "catalog:", which only this workspace understands',
      "runs a postinstall script on its users' machines",
      "exports or bin name ./src/index.ts, which is not in the package",
      "exports or bin name ./dist/index.d.ts, which is not in the package",
      "exports or bin name ./dist/cli.js, which is not in the package",
      "dist/index.d.ts.map is not a valid source map",
      "dist/index.js.map points at sources the package does not ship (../src/index.ts)",
      "dist/other.js names the source map gone.js.map, which is not in the package",
      "has no README.md",
      "names no license",
      "names no repository with its directory",
      "names no homepage or bugs URL",
      "names no engines.node",
    ]);
  });
});
