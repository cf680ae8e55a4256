// The message catalogues against the code: `node messages.mjs [--write] <source folder>`.
// A feature's catalogue is its `locales/` folder: `en.json` (the source language, the description's exact texts)
// and one file per other language. Code names a message by id with `t("id")` (the function useT returns) or
// `messageId("id")` (an id kept for later). The check fails on an id the code uses that English lacks, an English
// message no code uses, a language that lacks a message, has one English lacks, leaves one empty, or whose
// placeholders differ from English. `--write` (the extraction) adds what the code uses to English (empty, to be
// written), drops from every catalogue what no code uses, and orders every catalogue as English is.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

const SOURCE = "en";
const CODE_FILE = /\.(ts|tsx)$/;
const NOT_CODE = /\.(test|stories)\.tsx?$/;
const USES = [/\bt\(\s*"([^"\\]+)"/g, /\bt\(\s*'([^'\\]+)'/g, /\bmessageId\(\s*"([^"\\]+)"/g];

/** Every folder under `root` that holds a catalogue (a `locales/en.json`). */
export function catalogueFolders(root) {
  const found = [];
  const walk = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => entry.name === "locales" && entry.isDirectory()) && exists(join(dir, "locales", `${SOURCE}.json`))) found.push(dir);
    for (const entry of entries) if (entry.isDirectory() && entry.name !== "node_modules" && entry.name !== "locales") walk(join(dir, entry.name));
  };
  walk(root);
  return found;
}

function exists(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The ids the code of a catalogue's folder uses (not its nested folders that have catalogues of their own), with where. */
export function usedIds(folder, otherFolders = []) {
  const used = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "locales" && !otherFolders.includes(path)) walk(path);
      } else if (CODE_FILE.test(entry.name) && !NOT_CODE.test(entry.name)) {
        const code = readFileSync(path, "utf8");
        for (const pattern of USES) for (const match of code.matchAll(pattern)) if (match[1] && !used.has(match[1])) used.set(match[1], relative(folder, path));
      }
    }
  };
  walk(folder);
  return used;
}

/** The placeholders of a message, each with its kind ('name', 'name:plural', 'name:select'), sorted. */
export function placeholders(message) {
  const names = new Set();
  const visit = (part) => {
    if (!Array.isArray(part)) return;
    if (typeof part[0] === "string" && part.length >= 1 && (part.length === 1 || typeof part[1] === "string")) {
      const [name, kind, forms] = part;
      names.add(kind && ["plural", "select", "selectordinal"].includes(kind) ? `${name}:${kind}` : name);
      if (forms && typeof forms === "object") for (const form of Object.values(forms)) if (Array.isArray(form)) form.forEach(visit);
      return;
    }
    part.forEach(visit);
  };
  compileMessageOrThrow(message).forEach(visit);
  return [...names].sort();
}

function readCatalogue(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The problems of one catalogue folder, as lines; `write` fixes what extraction can. */
export function checkFolder(folder, { languages, otherFolders = [], write = false }) {
  const problems = [];
  const name = folder;
  const used = usedIds(folder, otherFolders);
  const englishPath = join(folder, "locales", `${SOURCE}.json`);
  let english = readCatalogue(englishPath);
  if (write) {
    const next = {};
    for (const id of Object.keys(english)) if (used.has(id)) next[id] = english[id];
    for (const id of [...used.keys()].sort()) if (!(id in next)) next[id] = "";
    english = next;
    writeFileSync(englishPath, `${JSON.stringify(english, null, 2)}\n`);
  }
  for (const [id, file] of used) if (!(id in english)) problems.push(`${name}: '${id}' is used in ${file} but missing from locales/${SOURCE}.json`);
  for (const id of Object.keys(english)) if (!used.has(id)) problems.push(`${name}: '${id}' in locales/${SOURCE}.json is used by no code`);
  const shapes = {};
  for (const [id, message] of Object.entries(english)) {
    if (typeof message !== "string" || message.trim() === "") problems.push(`${name}: '${id}' has no English text`);
    try {
      shapes[id] = placeholders(String(message));
    } catch (error) {
      problems.push(`${name}: '${id}' in ${SOURCE} is not ICU MessageFormat (${error.message})`);
    }
  }
  for (const language of languages.filter((code) => code !== SOURCE)) {
    const path = join(folder, "locales", `${language}.json`);
    if (!exists(path)) {
      problems.push(`${name}: locales/${language}.json is missing`);
      continue;
    }
    let catalogue = readCatalogue(path);
    if (write) {
      catalogue = Object.fromEntries(Object.keys(english).filter((id) => id in catalogue).map((id) => [id, catalogue[id]]));
      writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`);
    }
    for (const id of Object.keys(english)) {
      const message = catalogue[id];
      if (message === undefined) problems.push(`${name}: '${id}' is missing from locales/${language}.json`);
      else if (typeof message !== "string" || message.trim() === "") problems.push(`${name}: '${id}' is empty in locales/${language}.json`);
      else {
        try {
          const shape = placeholders(message);
          if (shapes[id] && shape.join() !== shapes[id].join()) problems.push(`${name}: '${id}' in locales/${language}.json has placeholders {${shape.join(", ")}} where English has {${shapes[id].join(", ")}}`);
        } catch (error) {
          problems.push(`${name}: '${id}' in locales/${language}.json is not ICU MessageFormat (${error.message})`);
        }
      }
    }
    for (const id of Object.keys(catalogue)) if (!(id in english)) problems.push(`${name}: '${id}' in locales/${language}.json is not in English`);
  }
  return problems;
}

/** The languages the console lists (`LANGUAGES` in src/i18n/languages.ts), read from the source. */
export function consoleLanguages(root) {
  const source = readFileSync(join(root, "i18n", "languages.ts"), "utf8");
  const list = /export const LANGUAGES = \[([\s\S]*?)\] as const/.exec(source)?.[1] ?? "";
  return [...list.matchAll(/code: "([a-z-]+)"/g)].map((match) => match[1]);
}

/** The namespace a catalogue folder's code gives its catalogue (`defineCatalogue("name", …)` in a file beside locales/). */
function namespaceOf(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isFile() || !CODE_FILE.test(entry.name) || NOT_CODE.test(entry.name)) continue;
    const found = /\bdefineCatalogue\(\s*["']([^"']+)["']/.exec(readFileSync(join(folder, entry.name), "utf8"));
    if (found) return found[1];
  }
  return undefined;
}

/**
 * Two catalogues under one namespace: the later one's messages would replace the earlier one's ids, and a screen would
 * show ids instead of its texts.
 */
function sharedNamespaces(root, folders) {
  const owners = new Map();
  for (const folder of folders) {
    const namespace = namespaceOf(folder);
    if (namespace !== undefined) owners.set(namespace, [...(owners.get(namespace) ?? []), relative(root, folder) || "."]);
  }
  return [...owners].filter(([, owning]) => owning.length > 1).map(([namespace, owning]) => `${owning.sort().join(", ")}: one catalogue namespace '${namespace}' (each catalogue needs its own)`);
}

/** Checks (or with `write`, extracts into) every catalogue under `root`; returns the problems left. */
export function checkCatalogues(root, { write = false } = {}) {
  const languages = consoleLanguages(root);
  const folders = catalogueFolders(root);
  const problems = folders.flatMap((folder) => checkFolder(folder, { languages, write, otherFolders: folders.filter((other) => other !== folder) }).map((line) => line.replace(folder, relative(root, folder) || ".")));
  return [...problems, ...sharedNamespaces(root, folders)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const write = process.argv.includes("--write");
  const root = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "src";
  const problems = checkCatalogues(root, { write });
  for (const line of problems) console.error(line);
  if (problems.length > 0) {
    console.error(`\n${problems.length} catalogue problem(s). Write the missing texts; run with --write to add what the code uses and drop what it does not.`);
    process.exit(1);
  }
  console.log(`Catalogues complete: ${catalogueFolders(root).length} feature(s), ${consoleLanguages(root).join(", ")}.`);
}
