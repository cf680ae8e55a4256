// Packs the SDK, installs the tarball into an empty folder outside the workspace and imports it from plain Node.
// Slow and needs the npm registry, so it runs with `pnpm test:pack` (SDK_PACK_TEST=1) rather than in every test run.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const packageRoot = join(import.meta.dirname, "..");

describe.runIf(process.env.SDK_PACK_TEST === "1")("the packed package", () => {
  it("installs and imports from plain Node", () => {
    const work = mkdtempSync(join(tmpdir(), "sdk-pack-"));
    try {
      execFileSync("pnpm", ["build"], { cwd: packageRoot, stdio: "pipe" });
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
        'const client = createApiClient({ baseUrl: apiBaseUrl({ origin: "http://127.0.0.1:9" }), validate: false });',
        'const error = await client.GET("/config/locations").catch((caught) => caught);',
        'console.log(JSON.stringify({ base: client.baseUrl, connection: error instanceof ApiConnectionError, paid: INVOICE_STATUS.PAID, check: checkResponse("get /config/locations", []) }));',
      ].join("\n");
      writeFileSync(join(app, "check.mjs"), script);
      const output = execFileSync("node", ["check.mjs"], { cwd: app, encoding: "utf8" });
      expect(JSON.parse(output)).toEqual({ base: "http://127.0.0.1:9/v1", connection: true, paid: 10, check: { ok: true } });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});
