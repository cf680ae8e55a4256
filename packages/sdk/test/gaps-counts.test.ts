import { describe, expect, it } from "vitest";
import { bundleContract, listOperations } from "../scripts/generate.mjs";
import { countsMarkdown, readRecord, renderGaps } from "../scripts/gaps-counts.mjs";

describe("the counts table of contract/published/gaps.md", () => {
  it("is the one the record and the contract make (pnpm generate rewrites it)", async () => {
    const { gaps, facts, knownGaps } = await readRecord();
    expect(renderGaps(gaps, facts, knownGaps, await bundleContract())).toBe(gaps);
  });

  it("counts every operation of the contract and every open gap once", async () => {
    const { facts, knownGaps } = await readRecord();
    const document = await bundleContract();
    const total = /\| \*\*All\*\* \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|/.exec(countsMarkdown(facts, knownGaps, document));
    expect(Number(total?.[3])).toBe(listOperations(document).length);
    expect(Number(total?.[5])).toBe(Object.keys(knownGaps).length);
  });
});
