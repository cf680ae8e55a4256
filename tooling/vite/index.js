// The one Vite configuration every provider app uses: `export default defineProviderApp(import.meta.url)`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig, defaultClientConditions, defaultServerConditions } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { brandAssetsPlugin } from "./brandAssets.js";
import { messageCataloguesPlugin } from "./messageCatalogues.js";
import { loginShellPlugin } from "./loginShell.js";
import { reactRouterProductionPlugin } from "./reactRouterProduction.js";
import { runtimeConfigPlugin } from "./runtimeConfig.js";
import { loginFormChunkCheckPlugin, SHARED_WITH_LOGIN_FORM } from "./sharedWithLogin.js";
import { firstScreenPreloadPlugin } from "./firstScreenPreload.js";
import { sonnerStylesheetPlugin } from "./sonnerStylesheet.js";
import { styleSingletonPlugin } from "./styleSingleton.js";

export { brandAssetsPlugin, MANIFEST_FILE, providerOfApp, readBrand, webAppManifest } from "./brandAssets.js";
export { firstPaintScript, loginShellPlugin, renderLoginShell, shellStyleSheets, withLoginShell } from "./loginShell.js";
export { CATALOGUE_FILE, compileCatalogue, messageCataloguesPlugin } from "./messageCatalogues.js";
export { CONFIG_VARIABLES, configFromEnvironment, RUNTIME_CONFIG_FILE, runtimeConfigPlugin } from "./runtimeConfig.js";
export { firstScreenPreloadScript, SESSION_STORAGE_KEYS } from "./firstScreenPreload.js";
export { sonnerStylesheetPlugin, stripSonnerStyleInsertion } from "./sonnerStylesheet.js";
export { styleSingletonPlugin } from "./styleSingleton.js";

/** The base path every provider bundle is served from. */
export const APP_BASE_PATH = "/app/";

/** Resolve workspace packages to their TypeScript source, so apps never wait for a package build. */
export const sourceConditions = ["@cloudconsole/source", ...defaultClientConditions];

/**
 * The same for code that Vite runs in Node (vanilla-extract evaluates `.css.ts` files there):
 * workspace packages are bundled from source rather than handed to Node, which cannot run TypeScript.
 */
export const sourceSsrOptions = {
  noExternal: [/^@cloudconsole\//],
  resolve: { conditions: ["@cloudconsole/source", ...defaultServerConditions], externalConditions: ["@cloudconsole/source"] },
};

/**
 * Serves and emits MSW's worker script at `/app/mockServiceWorker.js`, so the embedded mock API
 * works in dev and in a built bundle without copying the file into every app.
 */
function mockServiceWorkerPlugin(appRoot) {
  // The worker script must match the msw version the mock API runs, so resolve it through the mock API package.
  const fromApp = createRequire(new URL("package.json", appRoot));
  const fromMockApi = createRequire(fromApp.resolve("@cloudconsole/mock-api/package.json"));
  const workerPath = fromMockApi.resolve("msw/mockServiceWorker.js");
  const fileName = "mockServiceWorker.js";
  return {
    name: "cloudconsole:mock-service-worker",
    configureServer(server) {
      server.middlewares.use(`${APP_BASE_PATH}${fileName}`, (_req, res) => {
        res.setHeader("Content-Type", "text/javascript");
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName, source: readFileSync(workerPath) });
    },
  };
}

/**
 * No dependency writes CSS into a <style> element, which the deployed Content-Security-Policy (`style-src 'self'`)
 * blocks: sonner's stylesheet is a file the console imports, and the dialogs' scroll lock uses a constructed sheet.
 */
function inlineStylePlugins() {
  return [sonnerStylesheetPlugin(), styleSingletonPlugin()];
}

/**
 * Aliases from every workspace package entry that has a `@cloudconsole/source` export to its TypeScript file,
 * derived from the packages' own exports maps. Aliases hold in every Vite environment, including the one
 * vanilla-extract's compiler evaluates `.css.ts` files in (it replaces `ssr` settings with its own); without them
 * those files would read a package's built copy and the theme variables would not match the components'.
 */
function workspaceSourceAliases() {
  const root = new URL("../../", import.meta.url);
  const aliases = [];
  for (const group of ["packages", "themes"]) {
    const groupDir = new URL(`${group}/`, root);
    for (const name of readdirSync(groupDir)) {
      const manifestUrl = new URL(`${name}/package.json`, groupDir);
      if (!existsSync(manifestUrl)) continue;
      const manifest = JSON.parse(readFileSync(manifestUrl, "utf8"));
      for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
        const source = typeof target === "object" && target !== null ? target["@cloudconsole/source"] : undefined;
        if (!source) continue;
        const specifier = subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
        const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
        aliases.push({ find: new RegExp(`^${escaped}$`), replacement: fileURLToPath(new URL(source, manifestUrl)) });
      }
    }
  }
  return aliases;
}

/** Everything Vite needs to run workspace packages from source, in the browser build and in Node. */
export const sourceResolution = {
  resolve: { conditions: sourceConditions, alias: workspaceSourceAliases() },
  ssr: sourceSsrOptions,
};


/**
 * The catalogues every signed-in screen shows words from: the shell (menus, the search launcher, impersonation's
 * banner), the shared interface texts and resource words, the forms' and the API's messages and names. In a language
 * other than English each is a file of its own, eight requests of 0.1 to 0.7 KB before any screen of the signed-in
 * console can show; as one file per language they are one request and compress together. The login screen's own
 * (screens, login) stay apart, so the login screen does not fetch the signed-in console's words.
 */
export const SIGNED_IN_CATALOGUE = /[\\/]console[\\/]src[\\/](?:features[\\/](?:shell|impersonation|search[\\/]launcher)|app[\\/](?:uiTexts|resourceWords)|forms|api|shared[\\/]names)[\\/]locales[\\/]([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.json$/;

/**
 * The chunk a signed-in catalogue in another language goes into: one per language (`signedInMessages-bn`). Null for
 * any other module, and for the English ones: English, the console's source language, is imported with the code that
 * shows it.
 */
export function signedInCatalogueChunk(id) {
  const language = SIGNED_IN_CATALOGUE.exec(id.split("?")[0])?.[1];
  return language && language !== "en" ? `signedInMessages-${language}` : null;
}

/**
 * Build configuration of one provider app. The bundle is the same for every deployment: where the API lives, error
 * reporting and whether the embedded mock is offered come from the runtime configuration file at start
 * (runtimeConfig.js). Only CONSOLE_REVISION, the build's own name in error reports, is read at build time.
 */
export function defineProviderApp(appUrl) {
  const appRoot = new URL("./", appUrl);
  return defineConfig(({ command }) => {
    return {
      root: fileURLToPath(appRoot),
      base: APP_BASE_PATH,
      plugins: [react(), reactRouterProductionPlugin(), messageCataloguesPlugin(), vanillaExtractPlugin(), mockServiceWorkerPlugin(appRoot), runtimeConfigPlugin(APP_BASE_PATH), brandAssetsPlugin(appRoot, APP_BASE_PATH, sourceResolution), firstScreenPreloadPlugin(APP_BASE_PATH), loginFormChunkCheckPlugin(), loginShellPlugin(appRoot, APP_BASE_PATH, sourceResolution), ...inlineStylePlugins()],
      ...sourceResolution,
      // The dev server pre-bundles dependencies outside the plugin pipeline: they get the same treatment there.
      optimizeDeps: { rolldownOptions: { plugins: inlineStylePlugins() } },
      define: {
        // Without a configuration file: the dev server starts on the embedded mock API, a built bundle keeps it off.
        __CONSOLE_MOCK_API__: JSON.stringify(command === "serve" ? "default" : "off"),
        // The build's revision (a commit id or release name) in error reports, matching them to its source maps.
        __CONSOLE_REVISION__: JSON.stringify(process.env.CONSOLE_REVISION || "dev"),
      },
      server: { port: Number(process.env.PORT ?? 5173), host: "127.0.0.1", open: false },
      preview: { port: Number(process.env.PORT ?? 4173), host: "127.0.0.1" },
      build: {
        outDir: "dist",
        emptyOutDir: true,
        // Maps are written for error reporting but not named in the bundles: customers' browsers never ask for them.
        sourcemap: "hidden",
        target: "es2022",
        chunkSizeWarningLimit: 400,
        manifest: true,
        // Images (the provider's logo) are files the browser caches, never base64 inside the first script.
        assetsInlineLimit: 0,
        // Fewer, larger files where every visitor needs them all anyway: what the entry imports statically is one file,
        // the router with the console's route tree is one (the login screen runs without it; every other screen needs
        // it, and a payment's return or a login callback must not bring the signed-in console along), and what the
        // signed-in console imports statically goes into its chunk. Each file is a request (on HTTP/1.1
        // six at a time), and the split across files cost 4 KB gzip on the login screen. The settling queue stays a
        // file of its own: the login screen loads it once idle, and it must not bring the signed-in console along. The
        // small components every list and detail screen shows (page header, table, badges, cards) are one file too,
        // 2.6 KB gzip: split one per component they were nine scripts and nine style sheets before a list's first paint.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "start", tags: ["$initial"], priority: 3 },
                { name: "signedOut", test: SHARED_WITH_LOGIN_FORM, priority: 2 },
                { name: "whenSettled", test: /[\\/]console[\\/]src[\\/]app[\\/](whenSettled|lazyScreen)\.ts$/, priority: 2 },
                { name: "RoutedConsole", test: /[\\/]console[\\/]src[\\/]app[\\/]RoutedConsole\.tsx$|[\\/]node_modules[\\/]react-router[\\/]/, priority: 1 },
                { name: "SignedInRoutes", test: /[\\/]console[\\/]src[\\/]app[\\/]SignedInRoutes\.tsx$/, priority: 1 },
                { name: signedInCatalogueChunk, test: SIGNED_IN_CATALOGUE, priority: 2 },
                { name: "ui", test: /[\\/]packages[\\/]ui[\\/]src[\\/](components[\\/](PageHeader|EmptyState|Table|StatusBadge|Badge|Card|DescriptionList|FilterBar)[\\/]|theme[\\/]utils\.css)/, priority: 0 },
              ],
            },
          },
        },
      },
    };
  });
}
