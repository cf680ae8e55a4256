// Packs the SDK as `pnpm publish` would, checks what the tarball holds, installs it into a new project outside the
// workspace and uses it there: imports it from plain Node ESM and type-checks a strict consumer under both module
// resolutions integrators use (node16, bundler). Part of the normal test run (about 15 s with a fresh dist/); the
// install takes its packages from the pnpm store, or the npm registry for those it lacks. `SDK_PACK_TEST=0` skips it.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installTarballs, packPackage, readTarball, tarballProblems } from "@cloudconsole/scripts/packed";

const packageRoot = join(import.meta.dirname, "..");
const require = createRequire(import.meta.url);

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** dist/ is older than a source it is built from (turbo runs `build` before `test`, so usually it is not). */
function distIsStale(): boolean {
  const outputs = ["dist/index.js", "dist/validators.js", "dist/query/index.js"].map((file) => join(packageRoot, file));
  try {
    const oldestOutput = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
    const inputs = ["src", "package.json", "tsconfig.build.json"].map((file) => newest(join(packageRoot, file)));
    return Math.max(...inputs) > oldestOutput;
  } catch {
    return true;
  }
}

/** The version of a package this workspace has installed for the SDK (so the consumer's install finds it in the store). */
const installedVersion = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;

// A consumer written as the README teaches; `@ts-expect-error` lines prove the types are real, not `any`.
const CONSUMER = `
import { apiBaseUrl, ApiError, createApiClient, INVOICE_STATUS, type ApiClient, type VirtualMachine } from "@cloudconsole/sdk";
import { checkResponse, zVirtualMachine } from "@cloudconsole/sdk/validators";
import { invalidateAfter, vmKeys, vmMutations, vmQueries } from "@cloudconsole/sdk/query";
import { QueryClient } from "@tanstack/query-core";

const api: ApiClient = createApiClient({ baseUrl: apiBaseUrl({ origin: "https://api.example.com" }), apiKey: "key" });

export async function runningVms(location: string): Promise<VirtualMachine[]> {
  try {
    const vms = await api.GET("/{location}/user-resource/vm/list", { params: { path: { location } } });
    return vms.filter((vm) => vm.status === "running");
  } catch (error) {
    if (error instanceof ApiError) console.error(error.status, error.correlationId);
    throw error;
  }
}

const queryClient = new QueryClient();
const list = vmQueries.list(api, "tll");
const cached = queryClient.getQueryData(list.queryKey);
export const firstUuid: string | undefined = cached?.[0]?.uuid;
export const start = invalidateAfter(queryClient, vmMutations.start(api));
export const allKey: readonly unknown[] = vmKeys.all;
export const paid: number = INVOICE_STATUS.PAID;
export const ok: boolean = checkResponse("get /config/locations", [])?.ok === true && zVirtualMachine.safeParse({}).success;

// @ts-expect-error a path the contract does not have
void api.GET("/no/such/path");
// @ts-expect-error the VM list needs its location
void api.GET("/{location}/user-resource/vm/list");
`;

describe.skipIf(process.env.SDK_PACK_TEST === "0")("the packed package", () => {
  let work = "";
  let tarball = "";
  let app = "";

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "sdk-pack-"));
    if (distIsStale()) execFileSync("pnpm", ["build"], { cwd: packageRoot, stdio: "pipe" });
    tarball = packPackage(packageRoot, work);
    app = join(work, "app");
    installTarballs(app, [tarball], {
      "@tanstack/query-core": installedVersion("@tanstack/query-core"),
      "@types/node": installedVersion("@types/node"),
    });
  }, 300_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("ships built code, the contract and docs only: no build scripts, sources, maps or workspace conditions", () => {
    expect(tarballProblems(tarball)).toEqual([]);
    const { files, manifest } = readTarball(tarball);
    expect(files.filter((file) => !/^(dist\/.+\.(js|d\.ts)|contract\/[a-z]+\.yaml)$/.test(file))).toEqual(["CHANGELOG.md", "README.md", "package.json"]);
    // TanStack Query is for `/query` users only, and only for its types: optional, whichever 5.x version they have.
    expect(manifest.dependencies).not.toHaveProperty("@tanstack/query-core");
    expect(manifest.peerDependencies).toEqual({ "@tanstack/query-core": expect.stringMatching(/^\^5\./) });
    expect(manifest.peerDependenciesMeta).toEqual({ "@tanstack/query-core": { optional: true } });
  });

  it("imports from plain Node", () => {
    const script = [
      'import { apiBaseUrl, createApiClient, ApiConnectionError, INVOICE_STATUS } from "@cloudconsole/sdk";',
      'import { checkResponse } from "@cloudconsole/sdk/validators";',
      'import { vmKeys, vmQueries } from "@cloudconsole/sdk/query";',
      'const client = createApiClient({ baseUrl: apiBaseUrl({ origin: "http://127.0.0.1:9" }), validate: false });',
      'const error = await client.GET("/config/locations").catch((caught) => caught);',
      // Background validation loads dist/generated/checks/<domain>.js, and validators.js only for the failing response.
      "const issues = [];",
      'const answering = (body) => () => Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));',
      'const checking = (body) => createApiClient({ baseUrl: "http://127.0.0.1:9/v1", fetch: answering(body), logger: { error() {}, warn() {} }, onValidationIssue: (issue) => issues.push(issue.kind + ":" + issue.issues.length) });',
      'for (const body of [[], [{}]]) { const api = checking(body); await api.GET("/config/locations"); await api.validated(); }',
      'console.log(JSON.stringify({ base: client.baseUrl, issues, connection: error instanceof ApiConnectionError, paid: INVOICE_STATUS.PAID, check: checkResponse("get /config/locations", []), bad: checkResponse("get /config/locations", [{}]).ok, key: vmQueries.list(client, "tll").queryKey, all: vmKeys.all }));',
    ].join("\n");
    writeFileSync(join(app, "check.mjs"), script);
    const output = execFileSync("node", ["check.mjs"], { cwd: app, encoding: "utf8" });
    expect(JSON.parse(output)).toEqual({ base: "http://127.0.0.1:9/v1", issues: [expect.stringMatching(/^mismatch:[1-9]/)], connection: true, paid: 10, check: { ok: true }, bad: false, key: ["vm", "list", "tll"], all: ["vm"] });
  });

  it.each([
    ["node16", { module: "node16", moduleResolution: "node16", lib: ["es2023"], types: ["node"] }],
    ["bundler", { module: "esnext", moduleResolution: "bundler", lib: ["es2023", "dom"], types: [] }],
  ])("type-checks a strict consumer with moduleResolution %s", (name, options) => {
    writeFileSync(join(app, "consumer.ts"), CONSUMER);
    const config = { compilerOptions: { ...options, target: "es2022", strict: true, noEmit: true, skipLibCheck: false }, files: ["consumer.ts"] };
    writeFileSync(join(app, `tsconfig.${name}.json`), JSON.stringify(config));
    const result = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", `tsconfig.${name}.json`], { cwd: app, encoding: "utf8" });
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
    // A whole type-check of the packed package: over three minutes on a 2-core machine at load 20.
  }, 600_000);
});
