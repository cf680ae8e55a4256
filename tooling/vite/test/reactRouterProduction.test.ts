// A provider's bundle carries React Router's production build, whose dev warnings are off, not the development build
// its package exports name.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { productionReactRouterId, reactRouterProductionPlugin } from "../reactRouterProduction.js";

// React Router is the console's dependency: resolved from there, the version the apps bundle.
const CONSOLE_DIR = fileURLToPath(new URL("../../../packages/console/", import.meta.url));
const requireFromConsole = createRequire(join(CONSOLE_DIR, "package.json"));

/** Runs the plugin's resolveId as the bundler would, with the bundler's own resolution of the specifier. */
async function resolvedByPlugin(source: string) {
  const plugin = reactRouterProductionPlugin();
  const context = { resolve: async (specifier: string) => ({ id: requireFromConsole.resolve(specifier), external: false }) };
  expect(plugin.resolveId.filter.id.test(source)).toBe(true);
  return (await plugin.resolveId.handler.call(context, source, join(CONSOLE_DIR, "src/app/RoutedConsole.tsx"), {})) as { id: string } | null;
}

describe("React Router's production build", () => {
  it.each(["react-router", "react-router/dom"])("is what %s resolves to in a build: a file beside the development one, its dev warnings off", async (specifier) => {
    const developmentId = requireFromConsole.resolve(specifier);
    // What the package's exports name: if a release names its production build itself, this plugin can go.
    expect(developmentId).toMatch(/[\\/]dist[\\/]development[\\/]/);
    const resolved = await resolvedByPlugin(specifier);
    expect(resolved?.id).toBe(developmentId.replace(/([\\/])development([\\/])/, "$1production$2"));
    expect(existsSync(resolved?.id ?? "")).toBe(true);
    const entry = readFileSync(resolved?.id ?? "", "utf8");
    // The entry's own imports lead to the production chunks, whose dev warnings are switched off.
    const chunks = [...entry.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1]);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const code = readFileSync(join(resolved?.id ?? "", "..", chunk ?? ""), "utf8");
      expect(code).not.toMatch(/ENABLE_DEV_WARNINGS = true/);
    }
  });

  it("leaves every other module where it was, and applies to builds only", () => {
    expect(productionReactRouterId("/app/node_modules/react-router-dom/dist/development/index.mjs")).toBe("/app/node_modules/react-router-dom/dist/development/index.mjs");
    expect(productionReactRouterId("/app/node_modules/react/index.js")).toBe("/app/node_modules/react/index.js");
    expect(productionReactRouterId("C:\\app\\node_modules\\react-router\\dist\\development\\index.mjs")).toBe("C:\\app\\node_modules\\react-router\\dist\\production\\index.mjs");
    expect(reactRouterProductionPlugin().apply).toBe("build");
  });
});
