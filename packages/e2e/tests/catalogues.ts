// The console's own texts, read from its catalogues' source: a test that expects a screen in a language changes
// with a changed translation.
import { readFileSync } from "node:fs";

/** A message without placeholders from a catalogue in a language (console/src/features/<folder>/locales, or a path from there). */
export function message(folder: string, language: string, id: string): string {
  const path = new URL(`../../console/src/features/${folder}/locales/${language}.json`, import.meta.url);
  const text = (JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>)[id];
  if (typeof text !== "string" || text.includes("{")) throw new Error(`${folder}/locales/${language}.json has no plain message '${id}'`);
  return text;
}
