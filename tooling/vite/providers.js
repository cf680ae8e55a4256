// Every provider is a folder under themes/ (made by `pnpm new-provider`); Storybook, the e2e projects and the bundle
// budgets read this list, so none of them names a provider by hand.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The workspace this module lives in; callers in a copy of the workspace pass their own root instead. */
const ownRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The providers of a workspace in a stable order (sorted by id): each theme package under `themes/` and the app
 * of the same name under `apps/`.
 */
export function discoverProviders(root = ownRoot) {
  const themes = join(root, "themes");
  if (!existsSync(themes)) return [];
  return readdirSync(themes, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(themes, entry.name, "package.json")))
    .map((entry) => entry.name)
    .sort()
    .map((id) => {
      const themeDir = join(themes, id);
      const appDir = join(root, "apps", id);
      const themePackage = JSON.parse(readFileSync(join(themeDir, "package.json"), "utf8")).name;
      const appManifest = join(appDir, "package.json");
      const appPackage = existsSync(appManifest) ? JSON.parse(readFileSync(appManifest, "utf8")).name : undefined;
      return {
        id,
        themePackage,
        themeDir,
        themeEntry: join(themeDir, "src", "index.ts"),
        settingsEntry: join(themeDir, "src", "settings.ts"),
        platformEntry: join(themeDir, "src", "platform.ts"),
        appPackage,
        appDir,
        distDir: join(appDir, "dist"),
      };
    });
}

/** The id of the virtual module that exports every provider's definition (`providers`, sorted by id). */
export const PROVIDERS_MODULE_ID = "virtual:cloudconsole/providers";
const RESOLVED_ID = `\0${PROVIDERS_MODULE_ID}`;

/** Source of the providers module: imports each theme's entry by path and exports the definitions it finds. */
export function providersModuleSource(root = ownRoot) {
  const providers = discoverProviders(root);
  const imports = providers.map((provider, index) => `import * as theme${index} from ${JSON.stringify(pathToFileURL(provider.themeEntry).pathname)};`);
  const modules = providers.map((_provider, index) => `theme${index}`).join(", ");
  return [
    ...imports,
    // A theme's entry exports one ProviderDefinition (named after the provider); take the exports that look like one.
    `const isProvider = (value) => typeof value === "object" && value !== null && typeof value.id === "string" && typeof value.themeClass === "object";`,
    `export const providers = [${modules}].flatMap((module) => Object.values(module).filter(isProvider));`,
  ].join("\n");
}

/** A Vite plugin that serves `virtual:cloudconsole/providers` from the themes found under `root`. */
export function providersPlugin(root = ownRoot) {
  return {
    name: "cloudconsole:providers",
    resolveId: (id) => (id === PROVIDERS_MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? providersModuleSource(root) : undefined),
  };
}
