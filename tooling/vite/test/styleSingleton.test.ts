// The dialogs' scroll lock applies its rules through a constructed stylesheet, never a <style> element a strict
// Content-Security-Policy blocks.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rollup } from "vite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineProviderApp } from "../index.js";
import { STYLE_SINGLETON_MODULE, styleSingletonStandIn } from "../styleSingleton.js";

// react-style-singleton as the apps get it: through the ui package's Radix dialog and react-remove-scroll.
const UI_DIR = fileURLToPath(new URL("../../../packages/ui/", import.meta.url));
const fromUi = createRequire(join(UI_DIR, "package.json"));
const fromDialog = createRequire(fromUi.resolve("@radix-ui/react-dialog"));
const fromRemoveScroll = createRequire(fromDialog.resolve("react-remove-scroll"));
const SINGLETON_DIST = dirname(dirname(fromRemoveScroll.resolve("react-style-singleton")));
const STAND_IN = readFileSync(new URL("../constructedStyleSingleton.js", import.meta.url), "utf8");

describe("styleSingletonStandIn", () => {
  it.each(["es2015", "es2019"])("stands in for the installed react-style-singleton's %s build", (build) => {
    const id = join(SINGLETON_DIST, build, "singleton.js");
    expect(STYLE_SINGLETON_MODULE.test(id)).toBe(true);
    expect(styleSingletonStandIn(readFileSync(id, "utf8"), id)).toBe(STAND_IN);
  });

  it("matches only the ES module builds' singleton.js (the CommonJS one is never bundled)", () => {
    for (const file of ["es5/singleton.js", "es2015/hook.js", "es2015/index.js"]) {
      expect(STYLE_SINGLETON_MODULE.test(join(SINGLETON_DIST, file)), file).toBe(false);
    }
  });

  it.each([
    ["another export beside it", "export var stylesheetSingleton = function () { document.createElement('style'); };\nexport var other = 1;\n"],
    ["no <style> element any more", "export var stylesheetSingleton = function () { return new CSSStyleSheet(); };\n"],
    ["the export renamed", "export const styleSheetSingleton = () => document.createElement('style');\n"],
  ])("refuses a changed module: %s", (_name, original) => {
    expect(() => styleSingletonStandIn(original, "singleton.js")).toThrow("singleton.js: expected react-style-singleton's singleton.js to export only stylesheetSingleton");
  });
});

describe("the stand-in", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** The stand-in loaded in a document with constructed stylesheets (Chromium, Firefox, Safari 16.4+). */
  async function withConstructedSheets() {
    class FakeSheet {
      css = "";
      replaceSync(css: string) {
        this.css = css;
      }
    }
    const document = { adoptedStyleSheets: [] as FakeSheet[], createElement: vi.fn() };
    vi.stubGlobal("CSSStyleSheet", FakeSheet);
    vi.stubGlobal("document", document);
    const { stylesheetSingleton } = (await import("../constructedStyleSingleton.js")) as { stylesheetSingleton: () => { add(css: string): void; remove(): void } };
    return { document, stylesheetSingleton };
  }

  it("applies the first styles added as a constructed sheet, and takes them off when the last user removes them", async () => {
    const { document, stylesheetSingleton } = await withConstructedSheets();
    const other = { css: "a{}" };
    document.adoptedStyleSheets.push(other as never);
    const singleton = stylesheetSingleton();
    singleton.add("body[data-scroll-locked]{overflow:hidden !important}");
    singleton.add("ignored: the first styles stay");
    expect(document.adoptedStyleSheets.map((sheet) => sheet.css)).toEqual(["a{}", "body[data-scroll-locked]{overflow:hidden !important}"]);
    singleton.remove();
    expect(document.adoptedStyleSheets).toHaveLength(2);
    singleton.remove();
    expect(document.adoptedStyleSheets).toEqual([other]);
    expect(document.createElement).not.toHaveBeenCalled();
  });

  it("falls back to a <style> element where the browser has no constructed stylesheets", async () => {
    const appended: { text: string; removed: boolean }[] = [];
    const document = {
      head: { appendChild: (tag: { text: string; removed: boolean }) => appended.push(tag) },
      createElement: () => {
        const tag = { text: "", removed: false, appendChild: (node: string) => (tag.text += node), remove: () => (tag.removed = true) };
        return tag;
      },
      createTextNode: (text: string) => text,
    };
    vi.stubGlobal("document", document);
    const { stylesheetSingleton } = (await import("../constructedStyleSingleton.js")) as { stylesheetSingleton: () => { add(css: string): void; remove(): void } };
    const singleton = stylesheetSingleton();
    singleton.add("body{overflow:hidden}");
    expect(appended).toEqual([{ text: "body{overflow:hidden}", removed: false, appendChild: expect.any(Function), remove: expect.any(Function) }]);
    singleton.remove();
    expect(appended[0]?.removed).toBe(true);
  });
});

describe("a provider app", () => {
  it("bundles Radix's dialog with the stand-in, so its scroll lock creates no <style> element", async () => {
    const config = defineProviderApp(new URL("../../../apps/warren/", import.meta.url).href)({ command: "build", mode: "production" });
    const plugin = (config.plugins ?? []).flat().find((candidate): candidate is Plugin => typeof candidate === "object" && candidate !== null && "name" in candidate && candidate.name === "cloudconsole:style-singleton");
    expect(plugin).toBeDefined();
    expect(config.optimizeDeps?.rolldownOptions?.plugins).toContainEqual(expect.objectContaining({ name: "cloudconsole:style-singleton" }));
    const entry: Plugin = {
      name: "entry",
      resolveId: (id) => (id === "entry" ? "\0entry" : undefined),
      load: (id) => (id === "\0entry" ? 'export { Root, Overlay, Content } from "@radix-ui/react-dialog";' : undefined),
    };
    const output = (await build({
      root: UI_DIR,
      configFile: false,
      logLevel: "silent",
      plugins: [entry, plugin],
      build: { write: false, minify: false, rolldownOptions: { input: "entry", external: [/^react(-dom)?(\/|$)/], preserveEntrySignatures: "strict" } },
    })) as Rollup.RollupOutput;
    const code = output.output.map((file) => (file.type === "chunk" ? file.code : "")).join("\n");
    expect(code).toContain("adoptedStyleSheets");
    expect(code).toContain("data-scroll-locked");
    // The original's own markers: its text/css type and the old IE styleSheet branch.
    expect(code).not.toContain("text/css");
    expect(code).not.toContain("styleSheet.cssText");
  });
});
