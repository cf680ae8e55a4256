import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { providerApps, staleFiles, VERIFICATION_PAGE_FILES, verificationPageFiles } from "../src/verification-page.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));

describe("the cross-origin verification page", () => {
  it("is in every provider app's public folder as its sources have it (node tooling/scripts/src/verification-page.mjs)", () => {
    const apps = providerApps(root);
    expect(apps).toContain("warren");
    expect(Object.fromEntries(apps.map((app) => [app, staleFiles(join(root, "apps", app))]))).toEqual(Object.fromEntries(apps.map((app) => [app, []])));
  });

  it("comes with a new provider's app", () => {
    const scratch = mkdtempSync(join(tmpdir(), "verification-page-"));
    const result = spawnSync(process.execPath, [fileURLToPath(new URL("../src/new-provider.mjs", import.meta.url)), "acme", "Acme", "#0055aa", "--root", scratch], { encoding: "utf8" });
    expect(result.status).toBe(0);
    const sources = verificationPageFiles();
    for (const name of VERIFICATION_PAGE_FILES) expect(readFileSync(join(scratch, "apps", "acme", "public", name), "utf8")).toBe(sources[name]);
    expect(staleFiles(join(scratch, "apps", "acme"))).toEqual([]);
  });
});
