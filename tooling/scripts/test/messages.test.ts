// The catalogue check: what fails CI (missing, unused, empty, placeholder mismatch) and what extraction writes.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkCatalogues, consoleLanguages, placeholders } from "../src/messages.mjs";

const LANGUAGES_SOURCE = `export const LANGUAGES = [\n  { code: "en", name: "English" },\n  { code: "et", name: "Eesti" },\n] as const;\n`;

/** A console source folder with one feature: its code and its catalogues. */
function sourceTree(files: Record<string, string | object>): string {
  const root = mkdtempSync(join(tmpdir(), "messages-"));
  const all = { "i18n/languages.ts": LANGUAGES_SOURCE, ...files };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === "string" ? content : JSON.stringify(content));
  }
  return root;
}

const SCREEN = `export function Screen() { const t = useT(catalogue); return <p title={t("hint")}>{t("keys", { count: 2 })}</p>; }`;

describe("catalogue check", () => {
  it("reads the console's languages from its list", () => {
    expect(consoleLanguages(sourceTree({}))).toEqual(["en", "et"]);
  });

  it("passes complete catalogues", () => {
    const root = sourceTree({
      "features/keys/Screen.tsx": SCREEN,
      "features/keys/locales/en.json": { hint: "Your keys", keys: "{count, plural, one {# key} other {# keys}}" },
      "features/keys/locales/et.json": { hint: "Sinu võtmed", keys: "{count, plural, one {# võti} other {# võtit}}" },
    });
    expect(checkCatalogues(root)).toEqual([]);
  });

  it("fails two catalogues under one namespace (the later one's messages would hide the earlier one's)", () => {
    const catalogue = (namespace: string) => `export const catalogue = defineCatalogue("${namespace}", english, translations);`;
    const complete = { "locales/en.json": { hint: "Your keys", keys: "{count} keys" }, "locales/et.json": { hint: "Sinu võtmed", keys: "{count} võtit" } };
    const feature = (folder: string, namespace: string) => ({
      [`${folder}/Screen.tsx`]: SCREEN,
      [`${folder}/messages.ts`]: catalogue(namespace),
      ...Object.fromEntries(Object.entries(complete).map(([path, content]) => [`${folder}/${path}`, content])),
    });
    expect(checkCatalogues(sourceTree({ ...feature("features/keys", "keys"), ...feature("features/billing/keys", "billing.keys") }))).toEqual([]);
    expect(checkCatalogues(sourceTree({ ...feature("features/keys", "keys"), ...feature("features/billing/keys", "keys") }))).toEqual([
      "features/billing/keys, features/keys: one catalogue namespace 'keys' (each catalogue needs its own)",
    ]);
  });

  it("names every kind of problem", () => {
    const root = sourceTree({
      "features/keys/Screen.tsx": `${SCREEN}\nconst later = messageId("added");`,
      "features/keys/Screen.test.tsx": `t("onlyInTests")`,
      "features/keys/locales/en.json": { hint: "Your keys", keys: "{count, plural, one {# key} other {# keys}}", old: "Gone", blank: "" },
      "features/keys/locales/et.json": { hint: "", keys: "{n, plural, one {# võti} other {# võtit}}", extra: "Lisa" },
    });
    expect(checkCatalogues(root)).toEqual([
      "features/keys: 'added' is used in Screen.tsx but missing from locales/en.json",
      "features/keys: 'old' in locales/en.json is used by no code",
      "features/keys: 'blank' in locales/en.json is used by no code",
      "features/keys: 'blank' has no English text",
      "features/keys: 'hint' is empty in locales/et.json",
      "features/keys: 'keys' in locales/et.json has placeholders {n:plural} where English has {count:plural}",
      "features/keys: 'old' is missing from locales/et.json",
      "features/keys: 'blank' is missing from locales/et.json",
      "features/keys: 'extra' in locales/et.json is not in English",
    ]);
  });

  it("fails on a language without its catalogue file", () => {
    const root = sourceTree({ "features/keys/Screen.tsx": `t("hint")`, "features/keys/locales/en.json": { hint: "Your keys" } });
    expect(checkCatalogues(root)).toEqual(["features/keys: locales/et.json is missing"]);
  });

  it("extracts: adds what the code uses, drops what it does not, orders every catalogue as English", () => {
    const root = sourceTree({
      "features/keys/Screen.tsx": SCREEN,
      "features/keys/locales/en.json": { old: "Gone", keys: "{count, plural, one {# key} other {# keys}}" },
      "features/keys/locales/et.json": { old: "Läinud", keys: "{count, plural, one {# võti} other {# võtit}}", hint: "Sinu võtmed" },
    });
    expect(checkCatalogues(root, { write: true })).toEqual(["features/keys: 'hint' has no English text"]);
    expect(JSON.parse(readFileSync(join(root, "features/keys/locales/en.json"), "utf8"))).toEqual({ keys: "{count, plural, one {# key} other {# keys}}", hint: "" });
    expect(Object.keys(JSON.parse(readFileSync(join(root, "features/keys/locales/et.json"), "utf8")) as Record<string, string>)).toEqual(["keys", "hint"]);
  });

  it("keeps a nested feature's ids to its own catalogue", () => {
    const root = sourceTree({
      "features/keys/Screen.tsx": `t("hint")`,
      "features/keys/locales/en.json": { hint: "Your keys" },
      "features/keys/locales/et.json": { hint: "Sinu võtmed" },
      "features/keys/ssh/Ssh.tsx": `t("ssh")`,
      "features/keys/ssh/locales/en.json": { ssh: "SSH keys" },
      "features/keys/ssh/locales/et.json": { ssh: "SSH-võtmed" },
    });
    expect(checkCatalogues(root)).toEqual([]);
  });

  it.each([
    ["Hello {name}", ["name"]],
    ["{count, plural, one {# key from {who}} other {# keys}}", ["count:plural", "who"]],
    ["Total {amount, number}", ["amount"]],
    ["{scheme, select, dark {Dark} other {Light}}", ["scheme:select"]],
  ])("finds the placeholders of %s", (message, expected) => {
    expect(placeholders(message)).toEqual(expected);
  });
});
