import { describe, expect, it } from "vitest";
import type { ActionEntry, ResourceEntry } from "./entries";
import { findMatches, foldText, indexEntry, matchScore, narrows, queryTerms, rankEntries, topMatches } from "./rank";
import { entries, queries, random } from "./searchTestData";

function vm(name: string, extra: Partial<ResourceEntry> = {}): ResourceEntry {
  return { kind: "resource", id: `/compute/vm/tll/${name}`, type: "virtual_machine", typeLabel: "Virtual machine", name, location: "Tallinn", path: `/compute/vm/tll/${name}`, keywords: [], ...extra };
}
const ip = (address: string, name = ""): ResourceEntry => ({ kind: "resource", id: `/network/ip_address/tll/${address}`, type: "ip_address", typeLabel: "Floating IP", name: name || address, detail: address, location: "Tallinn", path: `/network/ip_address/tll/${address}`, keywords: [address] });
const action = (label: string, keywords: string[] = []): ActionEntry => ({ kind: "action", id: label, label, keywords, path: "/" });
const names = (entries: { kind: string; id: string }[]) => entries.map((entry) => entry.id);

describe("foldText", () => {
  it.each([
    ["Web-1", "web-1"],
    ["Acme OÜ", "acme ou"],
    ["Pärnu Škoda", "parnu skoda"],
    ["Bjørn Æsir Straße", "bjorn aesir strasse"],
    ["Łódź", "lodz"],
  ])("folds %j to %j", (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe("queryTerms", () => {
  it.each([
    ["", []],
    ["   ", []],
    ["Web", ["web"]],
    ["  web   tallinn ", ["web", "tallinn"]],
    ["acme OÜ", ["acme", "ou"]],
  ])("splits %j into %j", (query, terms) => {
    expect(queryTerms(query)).toEqual(terms);
  });
});

describe("matchScore", () => {
  const web1 = indexEntry(vm("web-1", { detail: "web-1.example" }));
  it.each([
    ["an exact name", ["web-1"], 12],
    ["a name's start", ["web"], 9],
    ["a word inside the name", ["1"], 6],
    ["the middle of a word", ["eb"], 3],
    ["another text only", ["tallinn"], 4],
    ["every term somewhere", ["web", "tallinn"], 13],
    ["a term that matches nothing", ["web", "paris"], 0],
  ])("scores %s", (_case, terms, score) => {
    expect(matchScore(web1, terms)).toBe(score);
  });
});

describe("narrows", () => {
  it.each([
    [["web"], ["web-"], true],
    [["web"], ["web", "tll"], true],
    [["web", "tll"], ["tallinn", "web-1"], false],
    [["eb"], ["web"], true],
    [["web-1"], ["web"], false],
    [[], ["web"], true],
  ])("%j then %j: %s", (previous, next, expected) => {
    expect(narrows(previous, next)).toBe(expected);
  });
});

describe("rankEntries", () => {
  const entries = [vm("db-primary"), vm("web-2"), vm("web-1"), vm("backup-box", { detail: "web backups" }), ip("185.10.0.7", "spare"), action("Create a virtual machine", ["create", "new"])].map(indexEntry);

  it("finds nothing before anything is typed", () => {
    expect(rankEntries(entries, "  ", [])).toEqual([]);
  });

  it("ranks name matches above matches in other texts, then by name", () => {
    expect(names(rankEntries(entries, "web", []))).toEqual(["/compute/vm/tll/web-1", "/compute/vm/tll/web-2", "/compute/vm/tll/backup-box"]);
  });

  it("puts the most recently opened first among equal matches", () => {
    expect(names(rankEntries(entries, "web", ["/compute/vm/tll/web-2"]))).toEqual(["/compute/vm/tll/web-2", "/compute/vm/tll/web-1", "/compute/vm/tll/backup-box"]);
  });

  it("finds a Floating IP by its address as well as its name", () => {
    expect(names(rankEntries(entries, "185.10", []))).toEqual(["/network/ip_address/tll/185.10.0.7"]);
    expect(names(rankEntries(entries, "spare", []))).toEqual(["/network/ip_address/tll/185.10.0.7"]);
  });

  it("finds a name with or without its accents", () => {
    const accented = [vm("Pärnu-db"), vm("parnu-web")].map(indexEntry);
    expect(names(rankEntries(accented, "pärnu", []))).toEqual(["/compute/vm/tll/Pärnu-db", "/compute/vm/tll/parnu-web"]);
    expect(names(rankEntries(accented, "PARNU-D", []))).toEqual(["/compute/vm/tll/Pärnu-db"]);
  });

  it("finds actions by their words", () => {
    expect(names(rankEntries(entries, "new", []))).toEqual(["Create a virtual machine"]);
  });

  it("shows at most the limit", () => {
    const many = Array.from({ length: 120 }, (_, index) => indexEntry(vm(`node-${index}`)));
    expect(rankEntries(many, "node", [], 50)).toHaveLength(50);
  });
});

describe("rankEntries keeps only the best", () => {
  it("returns the same first results as ranking everything", () => {
    const many = Array.from({ length: 300 }, (_, index) => indexEntry(vm(`node-${(index * 7919) % 300}`, { detail: index % 3 === 0 ? "node pool" : undefined })));
    // The plain way: score everything, sort everything.
    const sorted = many
      .map((item) => ({ item, score: matchScore(item, ["node-1"]) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || (a.item.name < b.item.name ? -1 : 1))
      .map(({ item }) => item.entry);
    expect(rankEntries(many, "node-1", [], 10)).toEqual(sorted.slice(0, 10));
    expect(names(sorted.slice(0, 3))).toEqual(["/compute/vm/tll/node-1", "/compute/vm/tll/node-10", "/compute/vm/tll/node-100"]);
  });
});

describe("topMatches", () => {
  it.each(Array.from({ length: 30 }, (_, run) => run))("keeps what sorting every match would put first (seed %i)", (seed) => {
    const all = entries(seed, 150).map(indexEntry);
    const rng = random(seed + 500);
    for (const query of queries(seed + 900, 20)) {
      const terms = queryTerms(query);
      const recent = Array.from({ length: rng.int(4) }, () => `/compute/vm/${rng.int(all.length)}`);
      const recency = (id: string) => (recent.includes(id) ? recent.length - recent.indexOf(id) : 0);
      const kind = (entry: { kind: string }) => (entry.kind === "resource" ? 0 : 1);
      // The plain way: score, recency, resources first, name; Array.prototype.sort keeps equals in their order.
      const sorted = all
        .map((item) => ({ item, score: matchScore(item, terms) }))
        .filter(({ score }) => terms.length > 0 && score > 0)
        .sort((a, b) => b.score - a.score || recency(b.item.entry.id) - recency(a.item.entry.id) || kind(a.item.entry) - kind(b.item.entry) || (a.item.name < b.item.name ? -1 : a.item.name > b.item.name ? 1 : 0))
        .map(({ item }) => item.entry);
      expect(topMatches(findMatches(all, terms), recent, 7), query).toEqual(sorted.slice(0, 7));
    }
  });
});
