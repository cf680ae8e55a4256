// Sonner (the toasts) inserts its stylesheet as a <style> element when its module loads, which a
// Content-Security-Policy of `style-src 'self'` blocks. The console imports sonner's own `sonner/dist/styles.css`
// beside its toaster instead, so the rules arrive as a stylesheet file; this plugin removes the insertion.

/** Sonner's ESM and CommonJS builds, wherever the package manager put them. */
export const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;

/** The one top-level statement that inserts the stylesheet: `__insertCSS("…");` on a line of its own. */
const INSERT_CSS_CALL = /^__insertCSS\("(?:[^"\\\n]|\\.)*"\);?$/gm;

/**
 * Sonner's module without its stylesheet insertion. Throws when the module does not hold exactly one such call, so
 * a sonner release that inserts its styles differently fails the build instead of shipping what the policy blocks.
 */
export function stripSonnerStyleInsertion(code, id = "sonner") {
  const calls = code.match(INSERT_CSS_CALL) ?? [];
  if (calls.length !== 1) {
    throw new Error(
      `${id}: expected one top-level __insertCSS("…") call in sonner's module, found ${calls.length}. ` +
        "Sonner changed how it inserts its styles: update tooling/vite/sonnerStylesheet.js so no <style> element is created.",
    );
  }
  // The line stays (empty), so the lines after it keep their numbers and the source map stays right.
  return code.replace(INSERT_CSS_CALL, "");
}

/**
 * A Vite plugin, also usable as a Rolldown plugin (the dev server's dependency pre-bundling runs Rolldown with its
 * own plugin list), that removes sonner's stylesheet insertion.
 */
export function sonnerStylesheetPlugin() {
  return {
    name: "cloudconsole:sonner-stylesheet",
    transform: {
      filter: { id: SONNER_MODULE },
      handler(code, id) {
        return { code: stripSonnerStyleInsertion(code, id), map: null };
      },
    },
  };
}
