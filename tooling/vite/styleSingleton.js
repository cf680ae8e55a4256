// Radix's modal dialogs lock the page's scrolling with react-remove-scroll, which writes its rules (the scrollbar's
// width, measured when a dialog opens) through react-style-singleton into a <style> element: `style-src 'self'`
// blocks that. This plugin gives the apps a stand-in for that one module that uses a constructed stylesheet, which
// the policy allows.
import { readFileSync } from "node:fs";

/** react-style-singleton's module that creates the <style> element, in its two ES module builds. */
export const STYLE_SINGLETON_MODULE = /[\\/]node_modules[\\/]react-style-singleton[\\/]dist[\\/]es20(15|19)[\\/]singleton\.js$/;

const STAND_IN = new URL("./constructedStyleSingleton.js", import.meta.url);

/**
 * The stand-in's source for react-style-singleton's `singleton.js`. Throws unless the original exports exactly
 * `stylesheetSingleton` from a <style> element, so a release that changes the module fails the build instead of
 * losing an export or shipping what the policy blocks.
 */
export function styleSingletonStandIn(original, id = "react-style-singleton") {
  const exports = original.match(/^export\s+(?:var|const|let|function)\s+(\w+)/gm) ?? [];
  if (exports.length !== 1 || !/stylesheetSingleton$/.test(exports[0]) || !/createElement\(['"]style['"]\)/.test(original)) {
    throw new Error(
      `${id}: expected react-style-singleton's singleton.js to export only stylesheetSingleton, built on a <style> element. ` +
        "The module changed: update tooling/vite/constructedStyleSingleton.js and tooling/vite/styleSingleton.js to match it.",
    );
  }
  return readFileSync(STAND_IN, "utf8");
}

/**
 * A Vite plugin, also usable as a Rolldown plugin (the dev server pre-bundles dependencies with Rolldown), that
 * loads the stand-in in place of react-style-singleton's `singleton.js`.
 */
export function styleSingletonPlugin() {
  return {
    name: "cloudconsole:style-singleton",
    load: {
      filter: { id: STYLE_SINGLETON_MODULE },
      handler(id) {
        return { code: styleSingletonStandIn(readFileSync(id, "utf8"), id), map: null };
      },
    },
  };
}
