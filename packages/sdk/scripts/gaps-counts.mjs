#!/usr/bin/env node
// Writes the counts table at the top of contract/published/gaps.md (between `<!-- counts:start -->` and
// `<!-- counts:end -->`) from the record (facts.json, known-gaps.json) and the contract, so that it cannot drift.
// `--check` compares instead (CI; `generate:check`).
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleContract, listOperations } from "./generate.mjs";

const published = join(dirname(fileURLToPath(import.meta.url)), "..", "contract", "published");
const GAPS = join(published, "gaps.md");
const COUNTS = /(<!-- counts:start -->\n)[\s\S]*?(<!-- counts:end -->)/;

/** `get /{location}/network/network/{uuid}/` -> `get /{location}/network/network/{}`: path parameter names differ per source. */
export const normalise = (key) => key.replace(/\{(?!location\})[^}]+\}/g, "{}").replace(/\/+$/, "");

/** The domains of gaps.md's sections, each with the paths it holds; the first that matches names an operation's domain. */
const DOMAINS = [
  ["Firewalls", /\/network\/firewalls/],
  ["Floating IPs", /\/network\/ip_addresses|\/vm\/ip\/public/],
  ["Load balancers", /\/network\/load_balancers/],
  ["Private networks", /\/network\/networks?\b/],
  ["Block storage", /\/storage\/disks|\/vm\/storage\/(attach|detach)/],
  ["Object storage", /\/storage\//],
  ["Managed services", /\/service\//],
  ["Billing and payment", /\/payment\/|\/charging\/|\/pricing\/|billing_resources|resource_billing/],
  ["Virtual machines", /\/user-resource\/(vm|host_pool)\b/],
  ["User, SSH keys, tokens", /\/user-resource\/(user|ssh_keys|token)\b/],
  ["Config and images", /\/config\/(locations|vm_images|boot_images)|\/api\/parameters/],
];

const domainOf = (key) => DOMAINS.find(([, pattern]) => pattern.test(key))?.[0] ?? "Console only (not in the published API)";

/** The counts as a Markdown table: per domain, operations in the published API and the contract, replayed facts and open gaps. */
export function countsMarkdown(facts, knownGaps, document) {
  const contract = new Map(listOperations(document).map(({ key }) => [normalise(key), key]));
  /** The contract operation a fact calls; a located one called without a slug is that operation too. */
  const operationOf = (fact) => {
    const key = normalise(`${fact.operation.method.toLowerCase()} ${fact.operation.path}`);
    return contract.get(key) ?? contract.get(normalise(key.replace(" /", " /{location}/")));
  };
  const rows = new Map([...DOMAINS.map(([name]) => name), "Console only (not in the published API)"].map((name) => [name, { published: new Set(), covered: 0, contract: 0, replayed: 0, gaps: 0 }]));
  for (const fact of facts.filter((f) => f.kind === "documentation")) rows.get(domainOf(normalise(`${fact.operation.method.toLowerCase()} ${fact.operation.path}`))).published.add(normalise(`${fact.operation.method.toLowerCase()} ${fact.operation.path}`));
  for (const [normalised] of contract) rows.get(domainOf(normalised)).contract += 1;
  for (const row of rows.values()) row.covered = [...row.published].filter((key) => contract.has(key)).length;
  for (const fact of facts) {
    const operation = operationOf(fact);
    if (!operation) continue;
    const row = rows.get(domainOf(normalise(operation)));
    row.replayed += 1;
    if (fact.id in knownGaps) row.gaps += 1;
  }
  const total = { published: 0, covered: 0, contract: 0, replayed: 0, gaps: 0 };
  const lines = [...rows].map(([name, row]) => {
    for (const field of Object.keys(total)) total[field] += field === "published" ? row.published.size : row[field];
    return `| ${name} | ${row.published.size} | ${row.covered} | ${row.contract} | ${row.replayed} | ${row.gaps} |`;
  });
  return [
    "<!-- Generated from facts.json, known-gaps.json and the contract by packages/sdk/scripts/gaps-counts.mjs (pnpm --filter @cloudconsole/sdk generate); do not edit. -->",
    "",
    "| Domain | Documented operations | … in the contract | Contract operations | Replayed facts | Open gaps |",
    "| --- | --- | --- | --- | --- | --- |",
    ...lines,
    `| **All** | ${total.published} | ${total.covered} | ${total.contract} | ${total.replayed} | ${total.gaps} |`,
    "",
    "Documented operations: distinct operations of the published documentation (`doc-*` facts). Replayed facts: facts on an",
    "operation of the contract, which `packages/mock-api/test/published.test.ts` replays against the mock. Open gaps: the",
    "replayed facts the mock still falls short of ([`known-gaps.json`](./known-gaps.json), each with its reason).",
    "",
  ].join("\n");
}

/** gaps.md with its counts table brought up to date. */
export function renderGaps(gaps, facts, knownGaps, document) {
  if (!COUNTS.test(gaps)) throw new Error("gaps.md has no <!-- counts:start --> … <!-- counts:end --> block.");
  return gaps.replace(COUNTS, (_match, start, end) => `${start}${countsMarkdown(facts, knownGaps, document)}${end}`);
}

/** The record's files, read. */
export async function readRecord() {
  const [gaps, facts, knownGaps] = await Promise.all([
    readFile(GAPS, "utf8"),
    readFile(join(published, "facts.json"), "utf8").then(JSON.parse),
    readFile(join(published, "known-gaps.json"), "utf8").then(JSON.parse),
  ]);
  return { gaps, facts, knownGaps };
}

async function main() {
  const check = process.argv.includes("--check");
  const { gaps, facts, knownGaps } = await readRecord();
  const next = renderGaps(gaps, facts, knownGaps, await bundleContract());
  if (gaps === next) {
    console.log("gaps.md's counts match the record and the contract.");
    return;
  }
  if (check) {
    console.error("gaps.md's counts table is out of date.\nRun `pnpm --filter @cloudconsole/sdk generate` and commit the result.");
    process.exit(1);
  }
  await writeFile(GAPS, next);
  console.log("Updated the counts table of gaps.md.");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
