// Packs the SDK, installs the tarball into an empty folder outside the workspace and imports it from plain Node.
// Part of the normal test run (about 5 s with a fresh dist/, 25 s when it has to build first); it needs the npm
// registry to install the tarball's dependencies. `SDK_PACK_TEST=0` skips it (offline work).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const packageRoot = join(import.meta.dirname, "..");

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

describe.skipIf(process.env.SDK_PACK_TEST === "0")("the packed package", () => {
  it("installs and imports from plain Node", () => {
    const work = mkdtempSync(join(tmpdir(), "sdk-pack-"));
    try {
      if (distIsStale()) execFileSync("pnpm", ["build"], { cwd: packageRoot, stdio: "pipe" });
      execFileSync("pnpm", ["pack", "--pack-destination", work], { cwd: packageRoot, stdio: "pipe" });
      const tarball = readdirSync(work).find((file) => file.endsWith(".tgz"));
      expect(tarball).toBeDefined();
      const app = join(work, "app");
      execFileSync("mkdir", ["-p", app]);
      writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
      execFileSync("npm", ["install", "--no-audit", "--no-fund", join(work, tarball ?? "")], { cwd: app, stdio: "pipe" });
      const script = [
        'import { apiBaseUrl, createApiClient, ApiConnectionError, INVOICE_STATUS } from "@cloudconsole/sdk";',
        'import { checkResponse } from "@cloudconsole/sdk/validators";',
        'import { vmKeys, vmQueries } from "@cloudconsole/sdk/query";',
        'const client = createApiClient({ baseUrl: apiBaseUrl({ origin: "http://127.0.0.1:9" }), validate: false });',
        'const error = await client.GET("/config/locations").catch((caught) => caught);',
        // Background validation loads dist/generated/checks/<domain>.js, and validators.js only for the failing response.
        'const issues = [];',
        'const answering = (body) => () => Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));',
        'const checking = (body) => createApiClient({ baseUrl: "http://127.0.0.1:9/v1", fetch: answering(body), logger: { error() {}, warn() {} }, onValidationIssue: (issue) => issues.push(issue.kind + ":" + issue.issues.length) });',
        'for (const body of [[], [{}]]) { const api = checking(body); await api.GET("/config/locations"); await api.validated(); }',
        'console.log(JSON.stringify({ base: client.baseUrl, issues, connection: error instanceof ApiConnectionError, paid: INVOICE_STATUS.PAID, check: checkResponse("get /config/locations", []), bad: checkResponse("get /config/locations", [{}]).ok, key: vmQueries.list(client, "tll").queryKey, all: vmKeys.all }));',
      ].join("\n");
      writeFileSync(join(app, "check.mjs"), script);
      const output = execFileSync("node", ["check.mjs"], { cwd: app, encoding: "utf8" });
      expect(JSON.parse(output)).toEqual({ base: "http://127.0.0.1:9/v1", issues: [expect.stringMatching(/^mismatch:[1-9]/)], connection: true, paid: 10, check: { ok: true }, bad: false, key: ["vm", "list", "tll"], all: ["vm"] });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});
