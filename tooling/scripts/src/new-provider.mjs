#!/usr/bin/env node
// Generates a new provider: its theme package under themes/<id> and its thin app under apps/<id>. Storybook, the e2e
// projects and the bundle budgets find it under themes/ by themselves; the e2e package gets the app as a dependency
// so that turbo builds it before the e2e tests and the budgets run.
// Usage: pnpm new-provider <id> "<Display name>" <#primary-colour> [--mock-config default|metal]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { verificationPageFiles } from "./verification-page.mjs";

const args = process.argv.slice(2);
/** The value after a `--flag`, removed from the positional arguments. */
function option(flag, fallback) {
  const at = args.indexOf(flag);
  if (at === -1) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
}
const mockConfig = option("--mock-config", "default");
// --root lets tests generate into a scratch folder.
const root = option("--root", new URL("../../../", import.meta.url).pathname);
const [id, name, primary] = args;

function fail(message) {
  console.error(message);
  console.error('Usage: pnpm new-provider <id> "<Display name>" <#rrggbb> [--mock-config default|metal]');
  process.exit(1);
}

if (!id || !/^[a-z][a-z0-9-]*$/.test(id)) fail("The provider id must be lowercase letters, digits and hyphens, starting with a letter.");
if (!name) fail("Give the provider's display name.");
if (!primary || !/^#[0-9a-fA-F]{6}$/.test(primary)) fail("Give the brand colour as #rrggbb.");
if (!["default", "metal"].includes(mockConfig)) fail("--mock-config is default or metal.");

const ident = id.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());
const themeDir = join(root, "themes", id);
const appDir = join(root, "apps", id);
if (existsSync(themeDir) || existsSync(appDir)) fail(`themes/${id} or apps/${id} exists already.`);

const files = {
  [join(themeDir, "package.json")]: JSON.stringify(
    {
      name: `@cloudconsole/theme-${id}`,
      version: "0.0.0",
      private: true,
      description: `The ${name} provider: brand tokens, logo and configuration overrides.`,
      type: "module",
      exports: { ".": "./src/index.ts", "./settings": "./src/settings.ts" },
      dependencies: { "@cloudconsole/provider": "workspace:*", "@cloudconsole/sdk": "workspace:*", "@cloudconsole/ui": "workspace:*", "@vanilla-extract/css": "catalog:" },
      devDependencies: { "@cloudconsole/eslint-config": "workspace:*", "@cloudconsole/tsconfig": "workspace:*", eslint: "catalog:", typescript: "catalog:", vite: "catalog:" },
    },
    null,
    2,
  ),
  [join(themeDir, "tsconfig.json")]: JSON.stringify({ extends: "@cloudconsole/tsconfig/react.json", include: ["src", "*.ts"] }, null, 2),
  [join(themeDir, "eslint.config.js")]: 'export { react as default } from "@cloudconsole/eslint-config";',
  [join(themeDir, "src", "brand.ts")]: `import type { BrandTokens } from "@cloudconsole/ui/theme";\n\n/** ${name}'s brand colours; makeTheme derives every other token. */\nexport const brand: BrandTokens = {\n  primary: "${primary}",\n};`,
  [join(themeDir, "src", "theme.css.ts")]: `import { createTheme } from "@vanilla-extract/css";\nimport { assertValidProvider } from "@cloudconsole/provider";\nimport { makeTheme, vars } from "@cloudconsole/ui/theme";\nimport { brand } from "./brand";\nimport { platform } from "./platform";\nimport { settings } from "./settings";\n\n// Runs while the app builds (vanilla-extract evaluates this file in Node): a broken definition fails the build.\nassertValidProvider(settings, brand, platform);\n\nconst tokens = makeTheme(brand);\n\nexport const light = createTheme(vars, tokens.light, "${id}-light");\nexport const dark = createTheme(vars, tokens.dark, "${id}-dark");`,
  [join(themeDir, "src", "settings.ts")]: `import type { ProviderSettings } from "@cloudconsole/provider";\n\n/** ${name} without its styles and logo, so Node tools (the e2e server, the mock API) can read it. */\nexport const settings: ProviderSettings = {\n  id: "${id}",\n  name: ${JSON.stringify(name)},\n  mockConfig: "${mockConfig}",\n};`,
  [join(themeDir, "src", "platform.ts")]: `import type { PlatformSettings } from "@cloudconsole/provider";\n\n/**\n * What ${name}'s platform serves as its UI configuration, over the mock's base one (currency, locale, login texts,\n * resource types, chat, …): loaded only when the console runs on the embedded mock API, and read by the e2e server\n * and the mock API.\n */\nexport const platform: PlatformSettings = {\n  siteName: ${JSON.stringify(name)},\n  siteTheme: "${id}",\n};`,
  [join(themeDir, "src", "index.ts")]: `import type { ProviderDefinition } from "@cloudconsole/provider";\nimport logoUrl from "./logo.svg";\nimport { settings } from "./settings";\nimport { dark, light } from "./theme.css";\n\n/** The ${name} provider: its settings with its theme and logo. */\nexport const ${ident}: ProviderDefinition = {\n  ...settings,\n  themeClass: { light, dark },\n  logoUrl,\n  loadPlatform: () => import("./platform").then((module) => module.platform),\n};`,
  [join(themeDir, "src", "logo.svg")]: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 32" role="img" aria-label=${JSON.stringify(name)}><rect width="32" height="32" rx="8" fill="${primary}"/><text x="40" y="23" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="${primary}">${name.replace(/[<&>]/g, "")}</text></svg>`,
  [join(appDir, "package.json")]: JSON.stringify(
    {
      name: `@cloudconsole/app-${id}`,
      version: "0.0.0",
      private: true,
      type: "module",
      // No typecheck or lint scripts: tooling/providers checks every theme and app in one program.
      scripts: { dev: "vite", build: "vite build", preview: "vite preview" },
      dependencies: { "@cloudconsole/console": "workspace:*", "@cloudconsole/mock-api": "workspace:*", [`@cloudconsole/theme-${id}`]: "workspace:*", react: "catalog:", "react-dom": "catalog:" },
      devDependencies: { "@cloudconsole/eslint-config": "workspace:*", "@cloudconsole/tsconfig": "workspace:*", "@cloudconsole/vite-config": "workspace:*", eslint: "catalog:", typescript: "catalog:", vite: "catalog:" },
    },
    null,
    2,
  ),
  [join(appDir, "tsconfig.json")]: JSON.stringify({ extends: "@cloudconsole/tsconfig/react.json", include: ["src", "*.ts"] }, null, 2),
  [join(appDir, "eslint.config.js")]: 'export { react as default } from "@cloudconsole/eslint-config";',
  [join(appDir, "vite.config.ts")]: 'import { defineProviderApp } from "@cloudconsole/vite-config";\n\nexport default defineProviderApp(import.meta.url);',
  [join(appDir, "index.html")]: `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>${name.replace(/[<&>]/g, "")}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>`,
  [join(appDir, "src", "main.tsx")]: `import { startConsole } from "@cloudconsole/console";\nimport { ${ident} } from "@cloudconsole/theme-${id}";\n\nvoid startConsole(${ident});`,
  // Embedded login's cross-origin verification page, served at /app/auth0-verify.html (verification-page.mjs); the
  // loop below ends every file with its line break.
  ...Object.fromEntries(Object.entries(verificationPageFiles()).map(([name, content]) => [join(appDir, "public", name), content.replace(/\n$/, "")])),
};

for (const [file, content] of Object.entries(files)) {
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, `${content}\n`);
}

// turbo orders tasks by package dependencies: the e2e package depends on every app, so `^build` builds this one first.
const e2eManifest = join(root, "packages", "e2e", "package.json");
if (existsSync(e2eManifest)) {
  const manifest = JSON.parse(readFileSync(e2eManifest, "utf8"));
  const devDependencies = { ...manifest.devDependencies, [`@cloudconsole/app-${id}`]: "workspace:*" };
  manifest.devDependencies = Object.fromEntries(Object.entries(devDependencies).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(e2eManifest, `${JSON.stringify(manifest, null, 2)}\n`);
}
console.log(`Created themes/${id} and apps/${id}. Next: pnpm install && pnpm --filter @cloudconsole/app-${id} dev`);
