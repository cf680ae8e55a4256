import { describe, expect, it } from "vitest";
import { indexEntry, rankEntries } from "./rank";
import { SearchIndex } from "./searchIndex";
import { entries, queries, random } from "./searchTestData";

describe("SearchIndex", () => {
  it.each(Array.from({ length: 40 }, (_, run) => run))("ranks exactly as a search of every entry, keystroke after keystroke (seed %i)", (seed) => {
    const all = entries(seed, 60 + seed * 5).map(indexEntry);
    const rng = random(seed + 1_000);
    // Lists of any length, some holding resources and actions both.
    const lists: (typeof all)[] = [];
    for (let at = 0; at < all.length; ) {
      const length = 1 + rng.int(40);
      lists.push(all.slice(at, at + length));
      at += length;
    }
    const index = new SearchIndex(lists);
    expect(index.entries).toHaveLength(all.length);
    for (const query of queries(seed + 2_000, 60)) {
      const recent = rng.next() < 0.4 ? Array.from({ length: 1 + rng.int(3) }, () => `/compute/vm/${rng.int(all.length)}`) : [];
      const limit = rng.pick([1, 3, 5, 20]);
      expect(index.search(query, recent, limit), JSON.stringify({ query, recent, limit })).toEqual(rankEntries(index.entries, query, recent, limit));
    }
  });

  it("puts a recently opened resource first among names that start alike, however far down their order", () => {
    const vms = Array.from({ length: 500 }, (_, at) =>
      indexEntry({ kind: "resource", id: `/vm/${at}`, type: "virtual_machine", typeLabel: "Virtual machine", name: `vm-${String(at).padStart(5, "0")}`, path: `/vm/${at}`, keywords: [] }),
    );
    const index = new SearchIndex([vms]);
    const found = index.search("vm-00", ["/vm/12", "/vm/477"], 3).map((entry) => entry.id);
    expect(found).toEqual(["/vm/12", "/vm/477", "/vm/0"]);
    expect(found).toEqual(rankEntries(index.entries, "vm-00", ["/vm/12", "/vm/477"], 3).map((entry) => entry.id));
  });

  it("looks only through what the query it extends matched", () => {
    const vm = (name: string) => indexEntry({ kind: "resource", id: name, type: "virtual_machine", typeLabel: "Virtual machine", name, path: `/${name}`, keywords: [] });
    const [web1, db1] = [vm("web-1"), vm("db-1")];
    const index = new SearchIndex([[web1, db1]]);
    expect(index.matches(["we"]).items).toEqual([web1]);
    // The index is built once per change of the data; were an entry's text to change in place, a narrower query
    // would not see it: the proof that it searched the earlier matches only.
    Object.assign(db1, { name: "web-db" });
    expect(index.matches(["web"]).items).toEqual([web1]);
    expect(new SearchIndex([[web1, db1]]).matches(["web"]).items).toEqual([web1, db1]);
  });

  it("answers a query seen before (a letter deleted) from memory", () => {
    const index = new SearchIndex([entries(7, 200).map(indexEntry)]);
    const first = index.matches(["w"]);
    index.matches(["we"]);
    expect(index.matches(["w"])).toBe(first);
  });

  it("finds the recently opened resources it holds, in the order given", () => {
    const index = new SearchIndex([entries(3, 50).map(indexEntry)]);
    expect(index.resources(["/compute/vm/12", "/compute/vm/nowhere", "/compute/vm/10"]).map((entry) => entry.id)).toEqual(["/compute/vm/12", "/compute/vm/10"]);
    expect(index.resources([])).toEqual([]);
  });
});
