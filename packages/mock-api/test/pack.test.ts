// Packs the mock API (and the SDK it depends on) as `pnpm publish` would, installs the tarballs into a new project
// outside the workspace and runs the published command there, as `npx @cloudconsole/mock-api` does: built JS, no tsx.
// Part of the normal test run (a few seconds with fresh dist/ folders; turbo builds both first). The install takes its
// packages from the pnpm store, or the npm registry for those it lacks. `MOCK_API_PACK_TEST=0` skips it.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installTarballs, packPackage, readTarball, tarballProblems } from "@cloudconsole/scripts/packed";

const packageRoot = join(import.meta.dirname, "..");
const sdkRoot = join(packageRoot, "..", "sdk");

/** Starts the installed bin; resolves to the API URL it prints once it listens. */
function startBin(app: string, args: string[]): Promise<{ child: ChildProcess; url: string; line: string }> {
  const child = spawn(join(app, "node_modules", ".bin", "cloudconsole-mock-api"), args, { cwd: app, env: { ...process.env, PORT: "", PRESET: "", CONFIG: "" } });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The mock API did not start within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], line: output.trim() });
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The mock API exited with ${code}:\n${output}`));
    });
  });
}

describe.skipIf(process.env.MOCK_API_PACK_TEST === "0")("the packed mock API", () => {
  let work = "";
  let app = "";
  let tarball = "";

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "mock-api-pack-"));
    for (const [dir, output] of [[sdkRoot, "dist/index.js"], [packageRoot, "dist/bin.js"]] as const) {
      if (!existsSync(join(dir, output))) execFileSync("pnpm", ["build"], { cwd: dir, stdio: "pipe" });
    }
    tarball = packPackage(packageRoot, work);
    app = join(work, "app");
    installTarballs(app, [packPackage(sdkRoot, work), tarball]);
  }, 300_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("ships built JS with its types and a bin, no sources, build scripts or workspace conditions", () => {
    expect(tarballProblems(tarball)).toEqual([]);
    const { files, manifest } = readTarball(tarball);
    expect(files.filter((file) => !/^dist\/.+\.(js|d\.ts)$/.test(file))).toEqual(["CHANGELOG.md", "README.md", "package.json"]);
    expect(files).not.toContain("dist/cli.js"); // the workspace's own command, which reads the providers' sources
    expect(manifest.private).toBeUndefined();
    expect(manifest.bin).toEqual({ "cloudconsole-mock-api": "./dist/bin.js" });
  });

  it("starts the server from the installed bin and answers the API", async () => {
    const { child, url, line } = await startBin(app, ["--port", "0", "--preset", "empty"]);
    try {
      expect(line).toBe(`Mock API (config default, preset empty) listening on ${url}`);
      const response = await fetch(`${url}/config/ui/config`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ siteName: expect.any(String), locations: expect.any(Array) });
      const accounts = await fetch(`${url}/payment/billing_account/list`, { headers: { apikey: "any-key" } });
      expect(await accounts.json()).toEqual([]); // the empty preset: a new sign-up
    } finally {
      child.kill("SIGTERM");
    }
  }, 60_000);
});
