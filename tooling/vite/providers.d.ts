import type { Plugin } from "vite";

/** One provider of the workspace: its theme package under themes/<id> and its app under apps/<id>. */
export interface DiscoveredProvider {
  id: string;
  themePackage: string;
  themeDir: string;
  /** The theme's entry, exporting its ProviderDefinition. */
  themeEntry: string;
  /** The theme's plain settings (id, name, mockConfig, …), importable in Node without styles or images. */
  settingsEntry: string;
  /** The theme's platform settings for the mock API (`src/platform.ts`), plain TypeScript as well. */
  platformEntry: string;
  /** The app's package name, when apps/<id> exists. */
  appPackage: string | undefined;
  appDir: string;
  distDir: string;
}

/** The providers of the workspace at `root` (default: this one), sorted by id. */
export declare function discoverProviders(root?: string): DiscoveredProvider[];
/** The id of the virtual module that exports `providers`, every theme's ProviderDefinition. */
export declare const PROVIDERS_MODULE_ID: "virtual:cloudconsole/providers";
/** Source of the providers virtual module for the workspace at `root`. */
export declare function providersModuleSource(root?: string): string;
/** A Vite plugin serving the providers virtual module. */
export declare function providersPlugin(root?: string): Plugin;
