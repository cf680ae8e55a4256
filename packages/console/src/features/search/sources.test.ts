import { describe, expect, it, vi } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import type { ResourceEntry } from "./entries";
import { statusWords } from "./resourceEntries";
import { source, useIndexedLists } from "./sources";

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

describe("indexing in slices", () => {
  const items = Array.from({ length: 1_000 }, (_, at) => ({ name: `item-${String(999 - at).padStart(4, "0")}` }));

  it("stops when the time is up, carries on where it stopped, and ends with what indexing at once gives", () => {
    const make = vi.fn(toEntry);
    const list = source<Item, string[]>({ queryKey: ["items"] }, make);
    let looks = 0;
    // Time is up at every second look at the clock.
    const everyOtherLook = () => ++looks % 2 === 0;
    const calls: (readonly unknown[] | undefined)[] = [];
    for (let call = 0; call < 100 && !calls.at(-1); call++) calls.push(list.indexSome(items, everyOtherLook));
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.slice(0, -1).every((result) => result === undefined)).toBe(true);
    // Each item indexed once, however many slices it took.
    expect(make).toHaveBeenCalledTimes(items.length);
    const whole = source<Item, string[]>({ queryKey: ["items"] }, toEntry).index(items);
    expect(calls.at(-1)?.map((entry) => (entry as { name: string }).name)).toEqual(whole.map((entry) => entry.name));
    expect(list.indexed(items)).toBe(calls.at(-1));
  });

  it("starts again for a new answer, reusing the items it has already indexed", () => {
    const make = vi.fn(toEntry);
    const list = source<Item, string[]>({ queryKey: ["items"] }, make);
    expect(list.indexSome(items, () => true)).toBeUndefined();
    const started = make.mock.calls.length;
    expect(started).toBeGreaterThan(0);
    const next = [...items.slice(0, 10), { name: "new" }];
    expect(list.indexed(next)).toBeUndefined();
    expect(list.index(next).map((entry) => entry.name)).toContain("new");
    expect(make).toHaveBeenCalledTimes(started + 1);
  });

  it("useIndexedLists renders first with what is indexed, then each list as it is indexed", async () => {
    const big = source<Item, string[]>({ queryKey: ["big"] }, toEntry);
    const small = source<Item, string[]>({ queryKey: ["small"] }, toEntry);
    const sources = [big, small];
    const answers = [items, [{ name: "one" }], undefined];
    const { result } = renderHook(() => useIndexedLists(sources, answers));
    expect(result.current).toEqual({ lists: [], indexing: true });
    await waitFor(() => expect(result.current.indexing).toBe(false));
    expect(result.current.lists.map((list) => list.length)).toEqual([1_000, 1]);
    expect(result.current.lists[0]).toBe(big.indexed(items));
  });

  it("keeps a list's earlier entries searchable while its new answer is indexed", async () => {
    const items = () => [source<Item, string[]>({ queryKey: ["items"] }, toEntry)];
    const { result, rerender } = renderHook(({ sources, answers }) => useIndexedLists(sources, answers), { initialProps: { sources: items(), answers: [[{ name: "old" }]] } });
    await waitFor(() => expect(result.current.indexing).toBe(false));
    // New source objects for the same query (as when the accounts arrive), and a new answer.
    rerender({ sources: items(), answers: [[{ name: "new" }]] });
    expect(result.current.indexing).toBe(true);
    expect(result.current.lists.flat().map((entry) => entry.name)).toEqual(["old"]);
    await waitFor(() => expect(result.current.lists.flat().map((entry) => entry.name)).toEqual(["new"]));
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
