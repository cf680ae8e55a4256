// `@tanstack/query-core` is an optional peer of `@cloudconsole/sdk/query` (types only), so the README's query example
// must type-check against every 5.x in the peer range, with the integrator's own copy. The oldest and newest are
// installed beside the SDK (pnpm aliases `query-core-oldest`/`react-query-oldest`, and the plain devDependencies for
// the newest); `paths` points the example's imports, and those of the SDK's built types, at one of them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const packageRoot = join(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as {
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const work = mkdtempSync(join(tmpdir(), "sdk-query-versions-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The README's `ts` block under "TanStack Query", with declarations for the names it leaves to the reader. */
function readmeExample(): string {
  const readme = readFileSync(join(packageRoot, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("\n## TanStack Query"));
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error("README.md has no ts example under '## TanStack Query'");
  const imports = code.split("\n").filter((line) => line.startsWith("import "));
  const body = code.split("\n").filter((line) => !line.startsWith("import "));
  return [
    ...imports,
    'import type { ApiClient } from "@cloudconsole/sdk";',
    'import type { QueryClient } from "@tanstack/react-query";',
    "declare const client: ApiClient;",
    "declare const uuid: string;",
    "declare const queryClient: QueryClient;",
    ...body,
    // The query's data is typed from the contract, not `any`.
    "// @ts-expect-error VirtualMachine[] | undefined is no number",
    "export const notAny: number = vms;",
  ].join("\n");
}

/** The declaration entry of a TanStack Query 5 package (its `modern` build, which its own exports name for `import`). */
const typesOf = (name: string) => join(dirname(realpathSync(require.resolve(`${name}/package.json`))), "build", "modern", "index.d.ts");
const versionOf = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;

const cases = [
  { name: "oldest", queryCore: "query-core-oldest", reactQuery: "react-query-oldest" },
  { name: "newest", queryCore: "@tanstack/query-core", reactQuery: "@tanstack/react-query" },
];

describe("the README's TanStack Query example", () => {
  it("names the oldest version of the peer range in the oldest fixture", () => {
    const oldest = /^\^(\d+\.\d+\.\d+)$/.exec(manifest.peerDependencies["@tanstack/query-core"] ?? "")?.[1];
    expect(versionOf("query-core-oldest")).toBe(oldest);
    expect(versionOf("react-query-oldest")).toBe(oldest);
    expect(versionOf("@tanstack/react-query")).toBe(versionOf("@tanstack/query-core"));
  });

  it.each(cases)("type-checks with the $name TanStack Query 5.x", ({ name, queryCore, reactQuery }) => {
    const dir = join(work, name);
    const file = join(work, `${name}.ts`);
    writeFileSync(file, readmeExample());
    const config = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: "es2022",
        module: "esnext",
        moduleResolution: "bundler",
        lib: ["es2023", "dom"],
        types: [],
        skipLibCheck: false,
        paths: {
          "@cloudconsole/sdk": [join(packageRoot, "dist", "index.d.ts")],
          "@cloudconsole/sdk/query": [join(packageRoot, "dist", "query", "index.d.ts")],
          "@tanstack/query-core": [typesOf(queryCore)],
          "@tanstack/react-query": [typesOf(reactQuery)],
        },
      },
      files: [file],
    };
    writeFileSync(`${dir}.tsconfig.json`, JSON.stringify(config));
    const result = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", `${dir}.tsconfig.json`], { encoding: "utf8" });
    expect(`${versionOf(queryCore)}: ${result.stdout}${result.stderr}`).toBe(`${versionOf(queryCore)}: `);
    expect(result.status).toBe(0);
    // A whole type-check against that version: on a busy 2-core machine it can take minutes (pack.test.ts saw over three).
  }, 600_000);
});
