import type { UserConfigFnObject } from "vite";

/** The base path every provider bundle is served from. */
export declare const APP_BASE_PATH: "/app/";
/** Resolve conditions that point workspace packages at their TypeScript source. */
export declare const sourceConditions: string[];
/** Build configuration of one provider app: `export default defineProviderApp(import.meta.url)`. */
export declare function defineProviderApp(appUrl: string): UserConfigFnObject;
/** SSR settings that run workspace packages from source in Node (vanilla-extract's compiler). */
export declare const sourceSsrOptions: import("vite").SSROptions;
/** Resolve, SSR and per-environment settings that run workspace packages from source everywhere. */
export declare const sourceResolution: Pick<import("vite").UserConfig, "resolve" | "ssr">;
/** A Vite (and Rolldown) plugin that removes sonner's runtime <style> insertion; the console imports its CSS file. */
export declare function sonnerStylesheetPlugin(): import("vite").Plugin;
/** Sonner's module source without its one `__insertCSS("…")` call; throws when there is not exactly one. */
export declare function stripSonnerStyleInsertion(code: string, id?: string): string;
/** A Vite (and Rolldown) plugin that loads a constructed-stylesheet stand-in for react-style-singleton's <style> element. */
export declare function styleSingletonPlugin(): import("vite").Plugin;
/** The console's localStorage keys that mean a session; the signed-in console's code is preloaded when one is set, the login form's otherwise. */
export declare const SESSION_STORAGE_KEYS: readonly string[];
/**
 * The first script of a built app: preload links (under `base`) for `signedIn` when a session key is in localStorage,
 * for `signedOut` otherwise.
 */
export declare function firstScreenPreloadScript(signedIn: readonly string[], signedOut: readonly string[], base: string): string;
/** The runtime configuration file's name, beside index.html. */
export declare const RUNTIME_CONFIG_FILE: "config.json";
/** The environment variable of each field of the runtime configuration file (development and the container alike). */
export declare const CONFIG_VARIABLES: Readonly<Record<string, string>>;
/** The runtime configuration file's fields from environment variables; unset or empty ones are left out. */
export declare function configFromEnvironment(env: Readonly<Record<string, string | undefined>>): Record<string, string | string[] | boolean>;
/** Preloads the runtime configuration file in every build; the dev server serves one written from the environment. */
export declare function runtimeConfigPlugin(base: string): import("vite").Plugin;
/** The web app manifest's file name beside index.html. */
export declare const MANIFEST_FILE: "manifest.webmanifest";
/** A brand's name and light-scheme colours, from its theme's settings and brand tokens. */
export interface BrandIdentity {
  name: string;
  themeColor: string;
  backgroundColor: string;
}
/** The provider whose theme package the app at `appRoot` depends on; throws unless exactly one. */
export declare function providerOfApp(appRoot: URL, workspaceRoot: string): import("./providers.js").DiscoveredProvider;
/** A provider's name and light-scheme colours, read from its theme package through makeTheme. */
export declare function readBrand(provider: import("./providers.js").DiscoveredProvider, resolution: Pick<import("vite").UserConfig, "resolve" | "ssr">): Promise<BrandIdentity>;
/** The web app manifest of a brand whose SVG icon is at `iconUrl`, opening the app at `base`. */
export declare function webAppManifest(brand: BrandIdentity, iconUrl: string, base: string): Record<string, unknown>;
/** Emits the app's theme logo as a hashed favicon and a web app manifest, linked from index.html; serves both in dev. */
export declare function brandAssetsPlugin(appRoot: URL, base: string, resolution: Pick<import("vite").UserConfig, "resolve" | "ssr">, workspaceRoot?: string): import("vite").Plugin;
/** A message catalogue's file: `locales/<language>.json`. */
export declare const CATALOGUE_FILE: RegExp;
/** Every message of a catalogue (ICU MessageFormat by id) in Lingui's compiled form; throws naming a message that does not parse. */
export declare function compileCatalogue(messages: Record<string, unknown>, file?: string): Record<string, unknown>;
/** A Vite plugin that compiles every imported message catalogue at build time. */
export declare function messageCataloguesPlugin(): import("vite").Plugin;
/** An app's login screen as its build writes it into index.html (the console's src/loginShell/renderLoginShell.tsx). */
export interface LoginShell {
  html: string;
  template: string;
  tokens: Record<string, string>;
  fallbacks: Record<string, string>;
  themeClass: { light: string; dark: string };
  savedConfig: { keyPrefix: string; maxAgeMs: number };
  submittedAttribute: string;
  languages: { shell: string; site: string | null; source: string; pseudo: string; all: readonly string[]; complete: readonly string[]; rememberedKey: string };
}
/** The console's login shell for `provider`, rendered in Node by a server build with the app's settings. */
export declare function renderLoginShell(
  provider: import("./providers.js").DiscoveredProvider,
  options: { appRoot: URL; base: string; resolution: Pick<import("vite").UserConfig, "resolve" | "ssr">; workspaceRoot: string },
): Promise<{ shell: LoginShell; shellId: string }>;
/** The page's first script (minified): colour scheme, saved login texts, no login screen with a session or in another language than the visitor's. */
export declare function firstPaintScript(shell: LoginShell, shellId: string, appRootId?: string): Promise<string>;
/** A built index.html with the login shell before the app's root, its theme class and its first script. */
export declare function withLoginShell(html: string, shell: LoginShell, scriptUrl: string, shellId: string, styleSheets?: readonly string[]): string;
/** The bundle's style sheets defining a class used in `markup` that `html` does not link yet (addresses under `base`). */
export declare function shellStyleSheets(bundle: import("vite").Rolldown.OutputBundle, markup: string, html: string, base: string): string[];
/** Writes the app's login shell into its built index.html, with the first script beside the bundle. */
export declare function loginShellPlugin(appRoot: URL, base: string, resolution: Pick<import("vite").UserConfig, "resolve" | "ssr">, workspaceRoot?: string): import("vite").Plugin;
/** The catalogues every signed-in screen shows words from (a module id's language is its first group). */
export declare const SIGNED_IN_CATALOGUE: RegExp;
/** The chunk a signed-in catalogue in a language other than English goes into (`signedInMessages-bn`); null otherwise. */
export declare function signedInCatalogueChunk(id: string): string | null;
