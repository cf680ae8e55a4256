// Each brand's own icon and web app manifest, built from the app's theme package (its one source of truth): the logo
// as the favicon, and manifest.webmanifest with the provider's name and light-scheme colours, both linked from
// index.html.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { discoverProviders } from "./providers.js";

/** The web app manifest's name, beside index.html: a fixed name, revalidated on every load like index.html. */
export const MANIFEST_FILE = "manifest.webmanifest";
const ICON_FILE = "favicon.svg";
const BRAND_MODULE_ID = "virtual:cloudconsole/brand";

/**
 * The provider whose theme package the app at `appRoot` depends on: of the workspace's themes, exactly one must be
 * among the app's dependencies.
 */
export function providerOfApp(appRoot, workspaceRoot) {
  const manifest = JSON.parse(readFileSync(new URL("package.json", appRoot), "utf8"));
  const dependencies = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
  const themes = discoverProviders(workspaceRoot).filter((provider) => dependencies.has(provider.themePackage));
  if (themes.length !== 1) {
    const found = themes.map((provider) => provider.themePackage).join(", ") || "none";
    throw new Error(`${manifest.name} must depend on exactly one theme package under themes/ (found: ${found}); add its own theme to its dependencies.`);
  }
  return themes[0];
}

/** A plugin that leaves style sheets out of a module graph run in Node, where only the theme's plain values are read. */
const withoutStyleSheets = {
  name: "cloudconsole:without-style-sheets",
  enforce: "pre",
  load: (id) => (/\.css\.ts$/.test(id) ? "export {};" : undefined),
};

/**
 * A provider's name and its light-scheme colours, as the console paints them: its settings, and its brand tokens
 * through the design system's makeTheme. `resolution` runs workspace packages from source.
 */
export async function readBrand(provider, resolution) {
  const source = [
    `import { settings } from ${JSON.stringify(provider.settingsEntry)};`,
    `import { brand } from ${JSON.stringify(join(provider.themeDir, "src", "brand.ts"))};`,
    `import { makeTheme } from "@cloudconsole/ui/theme";`,
    `export const name = settings.name;`,
    `export const colors = makeTheme(brand).light.color;`,
  ].join("\n");
  const brandModule = {
    name: "cloudconsole:brand-module",
    resolveId: (id) => (id === BRAND_MODULE_ID ? `\0${BRAND_MODULE_ID}` : undefined),
    load: (id) => (id === `\0${BRAND_MODULE_ID}` ? source : undefined),
  };
  const { module } = await runnerImport(BRAND_MODULE_ID, {
    configFile: false,
    logLevel: "silent",
    root: provider.themeDir,
    plugins: [withoutStyleSheets, brandModule],
    ...resolution,
  });
  return { name: module.name, themeColor: module.colors.primary, backgroundColor: module.colors.background };
}

/** The web app manifest of a brand whose icon (its SVG logo) is at `iconUrl`, installed to open the app at `base`. */
export function webAppManifest(brand, iconUrl, base) {
  return {
    name: brand.name,
    short_name: brand.name,
    start_url: base,
    scope: base,
    display: "standalone",
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: [{ src: iconUrl, sizes: "any", type: "image/svg+xml" }],
  };
}

/** The tags index.html gets for a brand: its icon, its manifest and the browser's theme colour. */
export function brandTags(brand, iconUrl, base) {
  return [
    { tag: "link", attrs: { rel: "icon", type: "image/svg+xml", href: iconUrl }, injectTo: "head" },
    { tag: "link", attrs: { rel: "manifest", href: `${base}${MANIFEST_FILE}` }, injectTo: "head" },
    { tag: "meta", attrs: { name: "theme-color", content: brand.themeColor }, injectTo: "head" },
  ];
}

/**
 * Emits the brand's icon and manifest for the app at `appRoot` (served from `base`), and serves them in dev. The built
 * icon is a hashed asset: browsers keep favicons in a cache of their own, keyed by URL, that outlives a changed file,
 * so a new logo must come under a new name; index.html and the manifest, revalidated on every load, name the current one.
 */
export function brandAssetsPlugin(appRoot, base, resolution, workspaceRoot = fileURLToPath(new URL("../../", import.meta.url))) {
  const provider = providerOfApp(appRoot, workspaceRoot);
  const logoPath = join(provider.themeDir, "src", "logo.svg");
  let building = false;
  let brand;
  let iconReference;
  let iconUrl = `${base}${ICON_FILE}`;
  const loadBrand = async () => (brand ??= await readBrand(provider, resolution));
  return {
    name: "cloudconsole:brand-assets",
    configResolved(config) {
      building = config.command === "build";
    },
    async buildStart() {
      await loadBrand();
      this.addWatchFile(logoPath);
      if (building) {
        iconReference = this.emitFile({ type: "asset", name: ICON_FILE, source: readFileSync(logoPath) });
      }
    },
    renderStart() {
      if (iconReference) iconUrl = `${base}${this.getFileName(iconReference)}`;
    },
    generateBundle() {
      const source = `${JSON.stringify(webAppManifest(brand, iconUrl, base), null, 2)}\n`;
      this.emitFile({ type: "asset", fileName: MANIFEST_FILE, source });
    },
    configureServer(server) {
      server.middlewares.use(`${base}${ICON_FILE}`, (_req, res) => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(readFileSync(logoPath));
      });
      server.middlewares.use(`${base}${MANIFEST_FILE}`, (_req, res, next) => {
        loadBrand().then((loaded) => {
          res.setHeader("Content-Type", "application/manifest+json");
          res.end(JSON.stringify(webAppManifest(loaded, iconUrl, base)));
        }, next);
      });
    },
    transformIndexHtml: {
      order: "post",
      handler: async () => brandTags(await loadBrand(), iconUrl, base),
    },
  };
}
