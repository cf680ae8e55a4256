import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const script = new URL("../src/new-provider.mjs", import.meta.url).pathname;

function generate(...args: string[]) {
  const root = mkdtempSync(join(tmpdir(), "new-provider-"));
  const result = spawnSync(process.execPath, [script, ...args, "--root", root], { encoding: "utf8" });
  return { root, ...result };
}

describe("new-provider", () => {
  it("generates a theme package and a thin app that names it", () => {
    const { root, status } = generate("acme-cloud", "Acme Cloud", "#0055aa", "--mock-config", "metal");
    expect(status).toBe(0);
    expect(readdirSync(join(root, "apps", "acme-cloud")).sort()).toEqual(["eslint.config.js", "index.html", "package.json", "public", "src", "tsconfig.json", "vite.config.ts"]);
    const main = readFileSync(join(root, "apps", "acme-cloud", "src", "main.tsx"), "utf8");
    expect(main.trim().split("\n")).toHaveLength(4);
    expect(main).toContain('import { acmeCloud } from "@cloudconsole/theme-acme-cloud";');
    expect(main).toContain("startConsole(acmeCloud);");
    expect(readFileSync(join(root, "themes", "acme-cloud", "src", "settings.ts"), "utf8")).toContain('mockConfig: "metal"');
    expect(readFileSync(join(root, "themes", "acme-cloud", "src", "index.ts"), "utf8")).toContain("export const acmeCloud: ProviderDefinition = {\n  ...settings,");
    expect(readFileSync(join(root, "themes", "acme-cloud", "src", "platform.ts"), "utf8")).toContain('siteName: "Acme Cloud"');
    expect(readFileSync(join(root, "themes", "acme-cloud", "src", "brand.ts"), "utf8")).toContain('primary: "#0055aa"');
    const app = JSON.parse(readFileSync(join(root, "apps", "acme-cloud", "package.json"), "utf8")) as { name: string; dependencies: Record<string, string> };
    expect(app.name).toBe("@cloudconsole/app-acme-cloud");
    expect(app.dependencies["@cloudconsole/theme-acme-cloud"]).toBe("workspace:*");
  });

  it.each([
    [["Bad_Id", "Name", "#000000"], "lowercase"],
    [["ok", "", "#000000"], "display name"],
    [["ok", "Name", "blue"], "#rrggbb"],
    [["ok", "Name", "#000000", "--mock-config", "other"], "--mock-config"],
  ])("refuses %j", (args, message) => {
    const { status, stderr, root } = generate(...args);
    expect(status).toBe(1);
    expect(stderr).toContain(message);
    expect(existsSync(join(root, "apps"))).toBe(false);
  });

  it("never overwrites an existing provider", () => {
    const { root } = generate("twice", "Twice", "#112233");
    const again = spawnSync(process.execPath, [script, "twice", "Twice", "#112233", "--root", root], { encoding: "utf8" });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("exists already");
  });
});

// The generated app must be what the workspace's real apps are: compare against apps/warren.
describe("generated apps match the hand-checked ones", () => {
  it("produces the same vite config as apps/warren", () => {
    const { root } = generate("same", "Same", "#123456");
    const repo = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
    expect(readFileSync(join(root, "apps", "same", "vite.config.ts"), "utf8").trim()).toBe(readFileSync(join(repo, "apps", "warren", "vite.config.ts"), "utf8").trim());
  });
});
