// The login form is a chunk of its own (a visitor with a session never fetches it), yet it shares modules with the
// signed-in console. The router's and the signed-in console's chunk groups take their dependencies along, so a module
// both use would land in one of those chunks, and a signed-out visitor's login form would bring the router and the
// whole signed-in console along (38 KB gzip). Those modules are a small chunk of their own instead, which both load.
// Which modules they are cannot be read from the module graph before tree-shaking (through the ui and SDK packages'
// index files every module reaches every component), so they are listed, and the build fails when the form reaches
// into the signed-in console's chunks anyway.

/**
 * What the login form imports that the signed-in console imports too: the chat widget, the session's queries and
 * referral code, the identity provider's settings, the forms' e-mail pattern, the rule choosing the customer's
 * language and whether the pseudo-language is offered, four ui components. Their own imports come along.
 */
export const SHARED_WITH_LOGIN_FORM =
  /[\\/]console[\\/]src[\\/](features[\\/]chat[\\/]ChatWidget\.tsx|session[\\/](userQueries|referral)\.ts|features[\\/]auth[\\/]settings\.ts|forms[\\/]messages\.ts|i18n[\\/](resolveLanguage|offersPseudo)\.ts)$|[\\/]ui[\\/]src[\\/]components[\\/](TextLink|Notice|TextField|Switch)[\\/]/;

const LOGIN_FORM_MODULE = /[\\/]console[\\/]src[\\/]features[\\/]login[\\/]LoginRoute\.tsx$/;
const SIGNED_IN_MODULES = /[\\/]console[\\/]src[\\/]app[\\/](RoutedConsole|SignedInRoutes)\.tsx$/;

/** The files `chunk` loads before it runs: its static imports and theirs. */
function staticImports(bundle, chunk) {
  const seen = new Set();
  const pending = [...chunk.imports];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(bundle[file]?.imports ?? []));
  }
  return seen;
}

/** Fails the build when the login form's chunk loads the router's or the signed-in console's chunk. */
export function loginFormChunkCheckPlugin() {
  return {
    name: "cloudconsole:login-form-chunk",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const loginForm = chunks.find((chunk) => chunk.moduleIds.some((id) => LOGIN_FORM_MODULE.test(id)));
      const signedIn = new Set(chunks.filter((chunk) => chunk.moduleIds.some((id) => SIGNED_IN_MODULES.test(id))).map((chunk) => chunk.fileName));
      if (!loginForm || signedIn.size === 0) this.error("The login form's or the signed-in console's chunk is missing: the console's files moved, update tooling/vite/sharedWithLogin.js.");
      const reached = [...staticImports(bundle, loginForm)].filter((file) => signedIn.has(file));
      if (reached.length > 0)
        this.error(
          `The login form's chunk (${loginForm.fileName}) loads ${reached.join(", ")}: it imports a module the signed-in console imports too. ` +
            "Add that module to SHARED_WITH_LOGIN_FORM in tooling/vite/sharedWithLogin.js.",
        );
    },
  };
}
