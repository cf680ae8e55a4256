import { describe, expect, it, vi } from "vitest";
import type { ResourceEntry } from "./entries";
import { source, statusWords } from "./sources";

interface Item {
  name: string;
  deleted?: boolean;
}

const toEntry = (item: Item): ResourceEntry | undefined =>
  item.deleted ? undefined : { kind: "resource", id: `/x/${item.name}`, type: "bucket", typeLabel: "Bucket", name: item.name, path: `/x/${item.name}`, keywords: [] };

describe("source", () => {
  it("indexes an answer once, and of a new answer only the items that changed", () => {
    const make = vi.fn(toEntry);
    const list = source<Item, string[]>({ queryKey: ["items"] }, make);
    const [a, b, c] = [{ name: "Alpha" }, { name: "Beta" }, { name: "Gamma" }];
    const answer = [a, b, c];
    const first = list.index(answer);
    expect(first.map((indexed) => indexed.name)).toEqual(["alpha", "beta", "gamma"]);
    expect(list.index(answer)).toBe(first);
    expect(make).toHaveBeenCalledTimes(3);

    // A refetch that changed one item: the cache keeps the others as the same objects.
    const refetched = list.index([a, { name: "Beta 2" }, c]);
    expect(make).toHaveBeenCalledTimes(4);
    expect(refetched[0]).toBe(first[0]);
    expect(refetched[1]?.name).toBe("beta 2");
  });

  it("leaves out what the palette does not list", () => {
    const list = source<Item, string[]>({ queryKey: ["items"] }, toEntry);
    expect(list.index([{ name: "kept" }, { name: "gone", deleted: true }]).map((indexed) => indexed.entry.id)).toEqual(["/x/kept"]);
  });
});

describe("statusWords", () => {
  it.each([
    ["in_use", "In use"],
    ["RUNNING", "Running"],
    [undefined, undefined],
  ])("%s → %s", (status, words) => {
    expect(statusWords(status)).toBe(words);
  });
});
