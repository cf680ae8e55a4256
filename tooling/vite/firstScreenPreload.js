// A small first script asks for the first screen's code, so it downloads alongside the console's entry rather than
// after the entry has arrived and run: with a session in this browser the signed-in console's, without one the login
// form's.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The console's localStorage keys that mean a session (SESSION_KEYS.apikey and SESSION_KEYS.impersonation in
 * packages/console/src/session/sessionStore.ts; the console's tests check the two agree).
 */
export const SESSION_STORAGE_KEYS = ["apikey", "impersonation"];

/** The chunk that holds the signed-in console (its shell and feature registry). */
const SIGNED_IN_MODULE = /[\\/]console[\\/]src[\\/]app[\\/]SignedInRoutes\.tsx$/;
/** The chunk that holds the login form. */
const LOGIN_FORM_MODULE = /[\\/]console[\\/]src[\\/]features[\\/]login[\\/]LoginRoute\.tsx$/;

/**
 * The first script's source: preload links for `signedIn` when a session key is in localStorage, for `signedOut`
 * otherwise.
 */
export function firstScreenPreloadScript(signedIn, signedOut, base) {
  const hrefs = (files) => JSON.stringify(files.map((file) => `${base}${file}`));
  return (
    `try{for(const h of ${JSON.stringify(SESSION_STORAGE_KEYS)}.some(k=>localStorage.getItem(k))?${hrefs(signedIn)}:${hrefs(signedOut)}){` +
    `const l=document.createElement("link");` +
    // Fetched the way Vite's loader asks for them later (CORS), so its requests find these in the cache.
    `if(h.endsWith(".css")){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";` +
    `l.href=h;document.head.append(l)}}catch{}\n`
  );
}

/**
 * Writes that script next to the bundle (named by its content, as every asset) and puts it first in index.html,
 * async, so it runs as soon as it arrives. A file, not inline code: the deployed policy allows scripts from the
 * site only (`script-src 'self'`).
 */
export function firstScreenPreloadPlugin(base) {
  return {
    name: "cloudconsole:first-screen-preload",
    apply: "build",
    writeBundle(options, bundle) {
      const chunkOf = (module) => Object.values(bundle).find((file) => file.type === "chunk" && file.moduleIds.some((id) => module.test(id)));
      const signedIn = chunkOf(SIGNED_IN_MODULE);
      const signedOut = chunkOf(LOGIN_FORM_MODULE);
      const dir = options.dir;
      if (!signedIn || !signedOut || !dir) return;
      // A chunk, the files it imports (those the entry already asks for are not fetched twice) and its stylesheet.
      const files = (chunk) => [chunk.fileName, ...chunk.imports, ...(chunk.viteMetadata?.importedCss ?? [])];
      const source = firstScreenPreloadScript(files(signedIn), files(signedOut), base);
      const fileName = `assets/first-screen-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
      writeFileSync(join(dir, fileName), source);
      const htmlPath = join(dir, "index.html");
      const html = readFileSync(htmlPath, "utf8");
      const tag = `<script type="module" async crossorigin src="${base}${fileName}"></script>`;
      writeFileSync(htmlPath, html.replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`));
    },
  };
}
