// The console's own texts, read from its catalogues' source: a test that expects a screen in a language changes
// with a changed translation.
import { readFileSync } from "node:fs";

/**
 * A message from a catalogue in a language (console/src/features/<folder>/locales, or a path from there), its simple
 * placeholders (`{siteName}`) filled from `values`; a plural or select is not read here.
 */
export function message(folder: string, language: string, id: string, values: Record<string, string> = {}): string {
  const path = new URL(`../../console/src/features/${folder}/locales/${language}.json`, import.meta.url);
  const source = (JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>)[id];
  const text = typeof source === "string" ? source.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder) : undefined;
  if (text === undefined || text.includes("{")) throw new Error(`${folder}/locales/${language}.json has no message '${id}' with only the placeholders ${JSON.stringify(Object.keys(values))}`);
  return text;
}
