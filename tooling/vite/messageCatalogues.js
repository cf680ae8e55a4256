// The console's message catalogues (`locales/<language>.json`, ICU MessageFormat by id) are compiled while building
// into Lingui's compiled form, so a browser never parses a message and the runtime carries no parser.
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/** A catalogue file: a JSON file named for its language in a `locales` folder. */
export const CATALOGUE_FILE = /[\\/]locales[\\/][a-z]{2,3}(-[A-Za-z0-9]{2,8})*\.json$/;

/** Every message of a catalogue compiled; a message that does not parse fails the build, naming its id. */
export function compileCatalogue(messages, file = "catalogue") {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== "string") throw new Error(`${file}: message '${id}' must be a string of ICU MessageFormat`);
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: message '${id}' is not valid ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

/** The Vite plugin: a catalogue imported anywhere (app, tests, Storybook, the prerender) arrives compiled. */
export function messageCataloguesPlugin() {
  return {
    name: "cloudconsole:message-catalogues",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0];
      if (!CATALOGUE_FILE.test(file)) return undefined;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code), file)), map: null };
    },
  };
}
