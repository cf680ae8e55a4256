// Each brand's bundle carries its own icon and web app manifest, read from the app's theme package.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { brandAssetsPlugin, MANIFEST_FILE, providerOfApp } from "../brandAssets.js";
import { sourceResolution } from "../index.js";

const WORKSPACE = new URL("../../../", import.meta.url);
const scratch = mkdtempSync(join(tmpdir(), "brand-assets-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Builds a bare page with the brand plugin of the app `id`, and returns the files the build emits. */
async function buildBrand(id: string) {
  const root = mkdtempSync(join(scratch, `${id}-`));
  writeFileSync(join(root, "index.html"), "<!doctype html>\n<html><head><title>t</title></head><body></body></html>\n");
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    root,
    base: "/app/",
    plugins: [brandAssetsPlugin(new URL(`apps/${id}/`, WORKSPACE), "/app/", sourceResolution)],
    build: { write: false, assetsInlineLimit: 0 },
  })) as Rolldown.RolldownOutput;
  const files = new Map(output.output.map((file) => [file.fileName, file.type === "asset" ? file.source : file.code]));
  const text = (name: string) => String(files.get(name));
  const icon = [...files.keys()].find((name) => name.endsWith(".svg"));
  return { files, icon, html: text("index.html"), manifest: JSON.parse(text(MANIFEST_FILE)) as Record<string, unknown> };
}

const logoOf = (id: string) => readFileSync(new URL(`themes/${id}/src/logo.svg`, WORKSPACE));

describe("brandAssetsPlugin", () => {
  it.each([
    ["warren", "Warren", "#13795b"],
    ["metal", "Metal", "#2f5d8a"],
  ])("gives %s its own logo as a hashed icon and a manifest with its name and light-scheme colours", async (id, name, primary) => {
    const built = await buildBrand(id);
    expect(built.icon).toMatch(/^assets\/favicon-[\w-]+\.svg$/);
    expect(Buffer.from(built.files.get(built.icon ?? "") as Uint8Array)).toEqual(logoOf(id));
    const iconUrl = `/app/${built.icon}`;
    expect(built.manifest).toEqual({
      name,
      short_name: name,
      start_url: "/app/",
      scope: "/app/",
      display: "standalone",
      theme_color: primary,
      // The light scheme's page background, which the brands leave to the design system.
      background_color: "#f5f6f8",
      icons: [{ src: iconUrl, sizes: "any", type: "image/svg+xml" }],
    });
    expect(built.html).toContain(`<link rel="icon" type="image/svg+xml" href="${iconUrl}">`);
    expect(built.html).toContain(`<link rel="manifest" href="/app/${MANIFEST_FILE}">`);
    expect(built.html).toContain(`<meta name="theme-color" content="${primary}">`);
  });

  it("names the icon by its content: another logo gets another name, a rebuild the same one", async () => {
    const [warren, metal, warrenAgain] = await Promise.all([buildBrand("warren"), buildBrand("metal"), buildBrand("warren")]);
    expect(logoOf("warren")).not.toEqual(logoOf("metal"));
    expect(warren.icon).not.toBe(metal.icon);
    expect(warrenAgain.icon).toBe(warren.icon);
  });
});

describe("brandAssetsPlugin in the dev server", () => {
  it("serves the logo at a fixed name and the manifest naming it, and links both", async () => {
    type Handler = (req: unknown, res: { setHeader: (name: string, value: string) => void; end: (body: unknown) => void }, next: (error?: unknown) => void) => void;
    const served = new Map<string, Handler>();
    const plugin = brandAssetsPlugin(new URL("apps/metal/", WORKSPACE), "/app/", sourceResolution) as unknown as {
      configResolved: (config: { command: string }) => void;
      configureServer: (server: { middlewares: { use: (path: string, handler: Handler) => void } }) => void;
      transformIndexHtml: { handler: () => Promise<{ attrs: Record<string, string> }[]> };
    };
    plugin.configResolved({ command: "serve" });
    plugin.configureServer({ middlewares: { use: (path, handler) => served.set(path, handler) } });
    const answer = (path: string) =>
      new Promise<{ type: string; body: unknown }>((resolve, reject) => {
        let type = "";
        served.get(path)?.({}, { setHeader: (_name, value) => (type = value), end: (body) => resolve({ type, body }) }, reject);
      });
    expect(await answer("/app/favicon.svg")).toEqual({ type: "image/svg+xml", body: logoOf("metal") });
    const manifest = await answer("/app/manifest.webmanifest");
    expect(manifest.type).toBe("application/manifest+json");
    expect(JSON.parse(String(manifest.body))).toMatchObject({ name: "Metal", icons: [{ src: "/app/favicon.svg", sizes: "any", type: "image/svg+xml" }] });
    expect((await plugin.transformIndexHtml.handler()).map((tag) => tag.attrs)).toEqual([
      { rel: "icon", type: "image/svg+xml", href: "/app/favicon.svg" },
      { rel: "manifest", href: "/app/manifest.webmanifest" },
      { name: "theme-color", content: "#2f5d8a" },
    ]);
  });
});

describe("providerOfApp", () => {
  const appWith = (dependencies: Record<string, string>) => {
    const dir = mkdtempSync(join(scratch, "app-"));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "@cloudconsole/app-test", dependencies }));
    return new URL(`file://${dir}/`);
  };
  const workspace = fileURLToPath(WORKSPACE);

  it("is the theme the app depends on", () => {
    const provider = providerOfApp(appWith({ "@cloudconsole/console": "workspace:*", "@cloudconsole/theme-metal": "workspace:*" }), workspace);
    expect(provider.id).toBe("metal");
  });

  it.each([
    [{ "@cloudconsole/console": "workspace:*" }, "none"],
    [{ "@cloudconsole/theme-metal": "workspace:*", "@cloudconsole/theme-warren": "workspace:*" }, "@cloudconsole/theme-metal, @cloudconsole/theme-warren"],
  ])("refuses an app without exactly one theme: %j", (dependencies, found) => {
    expect(() => providerOfApp(appWith(dependencies), workspace)).toThrow(`@cloudconsole/app-test must depend on exactly one theme package under themes/ (found: ${found})`);
  });
});
