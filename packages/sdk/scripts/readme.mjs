#!/usr/bin/env node
// Writes the generated parts of README.md: the list of calls, grouped by domain, from the contract (between
// `<!-- calls:start -->` and `<!-- calls:end -->`), and each example file named by `<!-- example: path -->` …
// `<!-- /example -->` (type-checked and tested where it lives). `--check` compares instead (CI; `generate:check`).
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleContract, listOperations } from "./generate.mjs";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const README = join(packageRoot, "README.md");
const CALLS = /(<!-- calls:start -->\n)[\s\S]*?(<!-- calls:end -->)/;
const EXAMPLE = /(<!-- example: (\S+) -->\n)[\s\S]*?(<!-- \/example -->)/g;

const cell = (text) => String(text ?? "").replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();

/** The calls of the contract as Markdown: a table per tag, in the contract's tag order. */
export function callsMarkdown(document) {
  const byTag = new Map((document.tags ?? []).map((tag) => [tag.name, { description: tag.description, rows: [] }]));
  for (const { method, path, operation } of listOperations(document)) {
    const tag = operation.tags?.[0] ?? "other";
    if (!byTag.has(tag)) byTag.set(tag, { description: "", rows: [] });
    const open = Array.isArray(operation.security) && operation.security.length === 0 ? " No `apikey` needed." : "";
    byTag.get(tag).rows.push(`| \`${method.toUpperCase()} ${path}\` | \`${operation.operationId}\` | ${cell(operation.summary)}${open} |`);
  }
  const sections = [...byTag].filter(([, { rows }]) => rows.length > 0).map(([tag, { description, rows }]) =>
    [`#### ${tag}`, "", ...(description ? [cell(description), ""] : []), "| Call | operationId | What it does |", "|---|---|---|", ...rows].join("\n"),
  );
  return `<!-- Generated from contract/ by scripts/readme.mjs (pnpm --filter @cloudconsole/sdk generate); do not edit. -->\n\n${sections.join("\n\n")}\n`;
}

/** The README with its generated parts brought up to date. */
export async function renderReadme(readme, document) {
  if (!CALLS.test(readme)) throw new Error("README.md has no <!-- calls:start --> … <!-- calls:end --> block.");
  let text = readme.replace(CALLS, (_match, start, end) => `${start}${callsMarkdown(document)}${end}`);
  const examples = [...text.matchAll(EXAMPLE)];
  const sources = await Promise.all(examples.map(([, , file]) => readFile(join(packageRoot, file), "utf8")));
  let index = 0;
  text = text.replace(EXAMPLE, (_match, start, _file, end) => `${start}\`\`\`ts\n${sources[index++].trimEnd()}\n\`\`\`\n${end}`);
  return text;
}

async function main() {
  const check = process.argv.includes("--check");
  const current = await readFile(README, "utf8");
  const next = await renderReadme(current, await bundleContract());
  if (current === next) {
    console.log("README.md's generated parts match the contract and the examples.");
    return;
  }
  if (check) {
    console.error("README.md's list of calls or its examples are out of date.\nRun `pnpm --filter @cloudconsole/sdk generate` and commit the result.");
    process.exit(1);
  }
  await writeFile(README, next);
  console.log("Updated the generated parts of README.md.");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
