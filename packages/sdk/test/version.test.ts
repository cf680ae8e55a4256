import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const packageRoot = join(import.meta.dirname, "..");

describe("the contract's version", () => {
  it("is the SDK's version (pnpm version-packages keeps them in step)", () => {
    const { version } = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { version: string };
    const contract = parse(readFileSync(join(packageRoot, "contract", "openapi.yaml"), "utf8")) as { info: { version: unknown } };
    expect(String(contract.info.version)).toBe(version);
  });
});
