// Sonner's stylesheet arrives as a file, never as a <style> element a strict Content-Security-Policy blocks.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, optimizeDeps, resolveConfig, type Plugin, type Rollup } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { defineProviderApp } from "../index.js";
import { SONNER_MODULE, stripSonnerStyleInsertion } from "../sonnerStylesheet.js";

// Sonner is the console's dependency: resolved from there, the version the apps bundle.
const CONSOLE_DIR = fileURLToPath(new URL("../../../packages/console/", import.meta.url));
const SONNER_DIST = dirname(createRequire(join(CONSOLE_DIR, "package.json")).resolve("sonner"));
const sonnerEsm = readFileSync(join(SONNER_DIST, "index.mjs"), "utf8");
/** A rule of sonner's CSS only (no JavaScript of sonner's names it): its presence means the stylesheet was inlined. */
const CSS_ONLY = "--toast-icon-margin-start";

const work = mkdtempSync(join(tmpdir(), "sonner-stylesheet-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The plugins and dependency optimizer settings a provider app is built and served with. */
function appConfig(command: "build" | "serve") {
  const config = defineProviderApp(new URL("../../../apps/warren/", import.meta.url).href)({ command, mode: "production" });
  const plugins = (config.plugins ?? []).flat().filter((plugin): plugin is Plugin => typeof plugin === "object" && plugin !== null && "name" in plugin);
  return { config, plugins };
}

describe("stripSonnerStyleInsertion", () => {
  it.each([
    ["a plain call", 'a();\n__insertCSS("x{color:red}");\nb();', "a();\n\nb();"],
    ["a call without a semicolon", 'a();\n__insertCSS("x{}")\nb();', "a();\n\nb();"],
    ["escaped quotes and backslashes in the CSS", 'a();\n__insertCSS("x::after{content:\\"\\\\\\"\\"}");\nb();', "a();\n\nb();"],
  ])("removes the insertion and keeps every other line: %s", (_name, code, expected) => {
    expect(stripSonnerStyleInsertion(code)).toBe(expected);
  });

  it("keeps the helper's definition (unused, the minifier drops it) and code that merely names it", () => {
    const code = 'function __insertCSS(code) {\n  document.head.appendChild(document.createElement("style"));\n}\n  __insertCSS("indented");\n__insertCSS("x{}");\n';
    expect(stripSonnerStyleInsertion(code)).toBe('function __insertCSS(code) {\n  document.head.appendChild(document.createElement("style"));\n}\n  __insertCSS("indented");\n\n');
  });

  it.each([
    ["no insertion", "export const toast = 1;\n", 0],
    ["two insertions", '__insertCSS("a{}");\n__insertCSS("b{}");\n', 2],
  ])("refuses a module with %s, naming the file", (_name, code, found) => {
    expect(() => stripSonnerStyleInsertion(code, "/x/node_modules/sonner/dist/index.mjs")).toThrow(
      `/x/node_modules/sonner/dist/index.mjs: expected one top-level __insertCSS("…") call in sonner's module, found ${found}`,
    );
  });

  it("matches sonner's builds wherever pnpm or npm put them, and nothing else", () => {
    for (const id of [join(SONNER_DIST, "index.mjs"), join(SONNER_DIST, "index.js"), "C:\\app\\node_modules\\sonner\\dist\\index.mjs"]) {
      expect(SONNER_MODULE.test(id), id).toBe(true);
    }
    for (const id of [join(SONNER_DIST, "styles.css"), "/app/node_modules/not-sonner/dist/index.mjs", "/app/node_modules/.vite/deps/sonner.js"]) {
      expect(SONNER_MODULE.test(id), id).toBe(false);
    }
  });
});

describe("the installed sonner", () => {
  it("inserts its styles with one call the plugin removes, leaving no other <style> of its own", () => {
    const stripped = stripSonnerStyleInsertion(sonnerEsm);
    expect(stripped).not.toContain(CSS_ONLY);
    expect(stripped.split("\n")).toHaveLength(sonnerEsm.split("\n").length);
    // The helper's own createElement('style') is the only one, and nothing calls the helper any more.
    expect(stripped.match(/createElement\(['"]style['"]\)/g)).toHaveLength(1);
    expect(stripped.match(/__insertCSS\(/g)).toHaveLength(1);
  });

  it("ships the same rules in sonner/dist/styles.css, the file the console imports instead", () => {
    const injected = JSON.parse(/^__insertCSS\(("(?:[^"\\\n]|\\.)*")\);?$/m.exec(sonnerEsm)?.[1] ?? '""') as string;
    const file = readFileSync(join(SONNER_DIST, "styles.css"), "utf8");
    // The injected copy is minified: compare the rules' selectors, each list sorted, quotes and spaces dropped.
    const selectors = (css: string) =>
      [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{/g)]
        .map(([, list = ""]) =>
          list
            .split(",")
            .map((selector) => selector.replace(/\s+/g, "").replace(/["']/g, "").replace(/:nth-child\(1\)/g, ":first-child"))
            .sort()
            .join(","),
        )
        .sort();
    expect(selectors(file).length).toBeGreaterThan(50);
    expect(selectors(file)).toEqual(selectors(injected));
  });
});

describe("a provider app", () => {
  it("builds sonner without its stylesheet insertion", async () => {
    const { plugins } = appConfig("build");
    const sonnerPlugin = plugins.find((plugin) => plugin.name === "cloudconsole:sonner-stylesheet");
    expect(sonnerPlugin).toBeDefined();
    const entry: Plugin = {
      name: "entry",
      resolveId: (id) => (id === "entry" ? "\0entry" : undefined),
      load: (id) => (id === "\0entry" ? 'export { toast, Toaster } from "sonner";' : undefined),
    };
    const output = (await build({
      root: CONSOLE_DIR,
      configFile: false,
      logLevel: "silent",
      plugins: [entry, sonnerPlugin],
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: "entry", external: [/^react(-dom)?(\/|$)/], preserveEntrySignatures: "strict" },
      },
    })) as Rollup.RollupOutput;
    const code = output.output.map((file) => (file.type === "chunk" ? file.code : "")).join("\n");
    expect(code).toContain("data-sonner-toaster");
    expect(code).not.toContain(CSS_ONLY);
    expect(code).not.toMatch(/createElement\(['"]style['"]\)/);
  });

  it("serves sonner pre-bundled without its stylesheet insertion in dev", async () => {
    const { config } = appConfig("serve");
    const rolldownPlugins = config.optimizeDeps?.rolldownOptions?.plugins;
    expect(rolldownPlugins).toContainEqual(expect.objectContaining({ name: "cloudconsole:sonner-stylesheet" }));
    const resolved = await resolveConfig(
      {
        root: CONSOLE_DIR,
        configFile: false,
        logLevel: "silent",
        cacheDir: join(work, "vite"),
        optimizeDeps: { ...config.optimizeDeps, include: ["sonner"], noDiscovery: true },
      },
      "serve",
    );
    await optimizeDeps(resolved, true);
    const bundled = readFileSync(join(work, "vite", "deps", "sonner.js"), "utf8");
    expect(bundled).toContain("data-sonner-toaster");
    expect(bundled).not.toContain(CSS_ONLY);
  });
});

