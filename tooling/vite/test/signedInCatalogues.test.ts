// The words every signed-in screen shows, in a language other than English, arrive in one file per language.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { signedInCatalogueChunk } from "../index.js";

const CONSOLE_SRC = fileURLToPath(new URL("../../../packages/console/src/", import.meta.url));
/** Every catalogue file of the console, as the bundler names its module. */
const catalogues = readdirSync(CONSOLE_SRC, { recursive: true, encoding: "utf8" })
  .map((file) => file.replaceAll("\\", "/"))
  .filter((file) => /(^|\/)locales\/[\w-]+\.json$/.test(file))
  .map((file) => `${CONSOLE_SRC}${file}`);

describe("the signed-in console's catalogues", () => {
  it("go into one chunk per language other than English, and name folders that exist", () => {
    const grouped = catalogues.filter((id) => signedInCatalogueChunk(id) !== null);
    const folders = new Set(grouped.map((id) => id.slice(CONSOLE_SRC.length).replace(/\/locales\/[\w-]+\.json$/, "")));
    expect([...folders].sort()).toEqual(["api", "app/resourceWords", "app/uiTexts", "features/impersonation", "features/search/launcher", "features/shell", "forms", "shared/names"]);
    const chunks = new Set(grouped.map((id) => signedInCatalogueChunk(id)));
    expect([...chunks].sort()).toEqual(["signedInMessages-bn", "signedInMessages-et", "signedInMessages-id", "signedInMessages-th"]);
  });

  it("leave English with its code, and the login screen's words and every other screen's in their own files", () => {
    expect(signedInCatalogueChunk(`${CONSOLE_SRC}features/shell/locales/en.json`)).toBeNull();
    for (const folder of ["screens", "features/login", "features/network", "features/search"]) {
      expect(signedInCatalogueChunk(`${CONSOLE_SRC}${folder}/locales/bn.json`), folder).toBeNull();
    }
    expect(signedInCatalogueChunk(`${CONSOLE_SRC}features/shell/locales/bn.json?import`)).toBe("signedInMessages-bn");
    expect(signedInCatalogueChunk("C:\\w\\packages\\console\\src\\forms\\locales\\pt-BR.json")).toBe("signedInMessages-pt-BR");
  });
});
