import { defineCatalogue, registerCatalogue } from "../i18n";
import type { Language } from "../i18n/languages";
import { loadLoginCatalogue } from "../features/login/loginCatalogue";
import { screensMessages } from "./messages";

/** The language of a catalogue file's path ('./locales/id.json' → 'id'). */
function languageOf(path: string): Language {
  return path.replace(/^.*\/([^/]+)\.json$/, "$1") as Language;
}

// The same chunk the screens read (`screensMessages`), fetched once, whichever asks first.
const screensCatalogue = defineCatalogue(
  "screens",
  screensMessages.english,
  Object.fromEntries(
    Object.keys(screensMessages.translations).map((path) => {
      const language = languageOf(path);
      return [path, () => loadLoginCatalogue(screensMessages, language).then(() => screensMessages.loaded.get(language))];
    }),
  ),
);

/**
 * Makes every language switch of the signed-in console load the screens' texts before the switch shows, as it does
 * its features' catalogues: an error screen shown afterwards then has its words at hand, even with the network gone.
 */
export function registerScreensCatalogue(): void {
  registerCatalogue(screensCatalogue);
}
