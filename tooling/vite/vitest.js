// The one Vitest configuration every package uses: `export default defineTestConfig({ environment: "jsdom" })`.
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { messageCataloguesPlugin, sourceResolution } from "./index.js";

/**
 * Vitest settings shared by every package: source conditions for workspace packages, vanilla-extract and React
 * for component tests, and a JSON report in `.results/` that the root test command totals.
 */
export function defineTestConfig({ environment = "node", setupFiles = [], dom = environment !== "node", inline = [], testTimeout, projects } = {}) {
  const config = {
    // The catalogues compile in every environment: a node test may import a module that reads one (the chat widget's).
    plugins: dom ? [react(), messageCataloguesPlugin(), vanillaExtractPlugin()] : [messageCataloguesPlugin()],
    ...sourceResolution,
    test: {
      environment,
      setupFiles,
      include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
      reporters: ["default", "json"],
      outputFile: { json: ".results/vitest.json" },
      server: { deps: { inline: ["auth0-js", ...inline] } },
      // Vitest's default on a 2-core machine is one worker, which runs the files one after another.
      maxWorkers: 2,
      // Vitest's 5 s default fails sound tests on a busy 2-core machine (a property test took 5.8 s at load 30):
      // tests wait for states, so a generous ceiling costs nothing when things go well.
      testTimeout: testTimeout ?? 30_000,
      hookTimeout: 60_000,
    },
  };
  if (!projects) return defineConfig(config);
  // Each project is the whole configuration with its own files and settings (a project that extends the root one
  // would add its include list to the root's, running every file in both).
  return defineConfig({ ...config, test: { ...config.test, projects: projects.map((project) => ({ ...config, test: { ...config.test, ...project } })) } });
}
