// Each brand's build writes its login screen into index.html, and a first script fits it to the visitor before the
// first paint: the colour scheme, the provider's texts from a saved configuration, no login screen with a session.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { firstPaintScript, renderLoginShell, shellStyleSheets, withLoginShell } from "../loginShell.js";
import { providerOfApp } from "../brandAssets.js";
import { sourceResolution, type LoginShell } from "../index.js";

const WORKSPACE = new URL("../../../", import.meta.url);
const workspaceRoot = fileURLToPath(WORKSPACE);
// The DOM the console's own tests run in.
const { JSDOM } = createRequire(new URL("packages/console/package.json", WORKSPACE))("jsdom") as typeof import("jsdom");

let shell: LoginShell;
let shellId: string;

beforeAll(async () => {
  const appRoot = new URL("apps/warren/", WORKSPACE);
  ({ shell, shellId } = (await renderLoginShell(providerOfApp(appRoot, workspaceRoot), { appRoot, base: "/app/", resolution: sourceResolution, workspaceRoot })) as { shell: LoginShell; shellId: string });
});

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Warren</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * index.html with the shell and its first script inline in the head, loaded in a page with `stored` in localStorage;
 * resolves once the page's mutation observers have run (as a browser runs them before painting).
 */
async function loadPage(stored: Record<string, string>, prefersDark = false, browserLanguages: readonly string[] = ["en-US", "en"]) {
  const script = await firstPaintScript(shell, shellId);
  const html = withLoginShell(INDEX_HTML, shell, "/app/assets/first-paint.js", shellId).replace('<script src="/app/assets/first-paint.js"></script>', `<script>${script}</script>`);
  const dom = new JSDOM(html, {
    url: "http://console.example/app/",
    runScripts: "dangerously",
    beforeParse(window) {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      window.matchMedia = (query: string) => ({ matches: prefersDark && query === "(prefers-color-scheme: dark)" }) as MediaQueryList;
      Object.defineProperty(window.navigator, "languages", { value: browserLanguages });
    },
  });
  const document = dom.window.document;
  const login = document.getElementById(shellId);
  if (!login) throw new Error("No login shell in the page");
  await Promise.resolve();
  const built = document.createElement("div");
  built.innerHTML = shell.html;
  return { window: dom.window, document, login, about: login.querySelector('aside[aria-label="About"]'), builtHtml: built.innerHTML };
}

const saved = (config: Record<string, unknown>, savedAt = Date.now()) => ({ [`${shell.savedConfig.keyPrefix}http://console.example/v1`]: JSON.stringify({ savedAt, config }) });

describe("renderLoginShell", () => {
  it("renders warren's login screen with its logo, heading and API key field, in the bundle's class names", () => {
    expect(shell.html).toContain("<h1");
    expect(shell.html).toMatch(/<img class="\w+" src="\/app\/assets\/logo-[\w-]+\.svg" alt="Warren"\/>/);
    expect(shell.html).toMatch(/<label for="([^"]+)"[^>]*>API key.*<input [^>]*id="\1"[^>]*name="apikey"/);
    expect(shell.html).toContain(">Log In</button>");
    expect(shell.themeClass.light).toMatch(/^\w+$/);
    expect(shell.themeClass.dark).not.toBe(shell.themeClass.light);
  });

  it("holds no inline script and no style attribute, which the policy refuses", () => {
    for (const markup of [shell.html, shell.template]) {
      expect(markup).not.toMatch(/<script|<style|\sstyle=/);
    }
  });

  it("writes warren's in English, the language of a site whose platform names none, for a first visitor", () => {
    expect(shell.languages).toMatchObject({ shell: "en", site: null, source: "en", all: ["en", "id", "th", "et", "bn"] });
  });

  it("renders every saved text's stand-in into the template, and keeps a day's configuration under the console's key", () => {
    for (const token of Object.values(shell.tokens)) expect(shell.template).toContain(token);
    expect(shell.savedConfig).toEqual({ keyPrefix: "uiConfig:", maxAgeMs: 24 * 60 * 60 * 1000 });
  });
});

describe("withLoginShell", () => {
  it("puts the light theme on <html>, the first script before the title, rendering held until the app's root is parsed and the shell just before that root", () => {
    const html = withLoginShell(INDEX_HTML, { ...shell, html: "<main>shell</main>" }, "/app/assets/first-paint-1.js", "login-shell");
    expect(html).toContain(`<html lang="en" class="${shell.themeClass.light}">`);
    // The page says the shell's language, whatever index.html said.
    expect(withLoginShell(INDEX_HTML, { ...shell, languages: { ...shell.languages, shell: "id" } }, "/s.js", "login-shell")).toContain(`<html lang="id" class="${shell.themeClass.light}">`);
    expect(html).toMatch(/<script src="\/app\/assets\/first-paint-1.js"><\/script>\s*<title>/);
    // Nothing is drawn before the whole shell is parsed.
    expect(html).toMatch(/<link rel="expect" href="#root" blocking="render">\s*<script src="\/app\/assets\/first-paint-1.js">/);
    expect(html).toMatch(/<div id="login-shell"><main>shell<\/main><\/div>\s*<div id="root"><\/div>/);
  });

  it("links the style sheets the shell needs beyond those index.html links, after them", () => {
    const html = withLoginShell(INDEX_HTML.replace("</head>", '<link rel="stylesheet" href="/app/assets/index-1.css">\n  </head>'), shell, "/s.js", "login-shell", ["/app/assets/login-1.css"]);
    expect(html).toMatch(/index-1\.css">\s*<link rel="stylesheet" crossorigin href="\/app\/assets\/login-1\.css">\s*<\/head>/);
  });

  it("refuses a page without an empty app root", () => {
    expect(() => withLoginShell("<html><head><title>t</title></head><body></body></html>", shell, "/s.js", "login-shell")).toThrow(/empty <div id="root"><\/div>/);
  });
});

describe("shellStyleSheets", () => {
  const css = (fileName: string, source: string) => ({ type: "asset", fileName, source }) as Rolldown.OutputAsset;
  const bundle = {
    "assets/index-1.css": css("assets/index-1.css", ".theme{color:red}.button{padding:0}"),
    "assets/login-1.css": css("assets/login-1.css", ".layout{display:grid}"),
    "assets/field-1.css": css("assets/field-1.css", "@media (width<600px){.field-label{margin:0}}"),
    "assets/compute-1.css": css("assets/compute-1.css", ".layout-other,.table{width:100%}"),
  } as unknown as Rolldown.OutputBundle;

  it("is every sheet defining a class the markup uses, less those already linked", () => {
    const markup = '<div class="layout"><label class="field-label">API key</label><button class="button">Log In</button></div>';
    const html = '<link rel="stylesheet" href="/app/assets/index-1.css">';
    expect(shellStyleSheets(bundle, markup, html, "/app/")).toEqual(["/app/assets/login-1.css", "/app/assets/field-1.css"]);
  });
});

describe("firstPaintScript", () => {
  it("leaves the built login screen as it is for a first visit, in the light scheme", async () => {
    const page = await loadPage({});
    expect(page.document.documentElement.className).toBe(shell.themeClass.light);
    expect(page.login.hidden).toBe(false);
    expect(page.login.innerHTML).toBe(page.builtHtml);
  });

  it("paints the dark theme where the system prefers it or the visitor chose it, and the light one where they chose it", async () => {
    expect((await loadPage({}, true)).document.documentElement.className).toBe(shell.themeClass.dark);
    expect((await loadPage({ colorScheme: "dark" })).document.documentElement.className).toBe(shell.themeClass.dark);
    expect((await loadPage({ colorScheme: "light" }, true)).document.documentElement.className).toBe(shell.themeClass.light);
  });

  it("shows the provider's login texts from a saved configuration, and leaves out what it lacks", async () => {
    const page = await loadPage(saved({ loginTitle: "Welcome <b>back</b>", loginIntroImg: "/intro.png", siteName: "Rabbit Cloud" }));
    expect(page.about?.querySelector("p")?.textContent).toBe("Welcome <b>back</b>");
    expect(page.about?.querySelectorAll("p")).toHaveLength(1);
    expect(page.about?.querySelector("img")?.getAttribute("src")).toBe("/intro.png");
    const logo = page.login.querySelector("main img");
    expect(logo?.getAttribute("alt")).toBe("Rabbit Cloud");
    expect(logo?.getAttribute("src")).toBe(shell.fallbacks.loginLogoImg);
    expect(page.login.innerHTML).not.toContain("{{");
  });

  it("ignores a configuration saved more than a day ago", async () => {
    const page = await loadPage(saved({ loginTitle: "Old" }, Date.now() - shell.savedConfig.maxAgeMs - 1));
    expect(page.login.innerHTML).toBe(page.builtHtml);
  });

  it("holds a form sent before the console took over, marked for the console to send again", async () => {
    const page = await loadPage({});
    const form = page.login.querySelector("form");
    const submit = new page.window.Event("submit", { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form?.hasAttribute(shell.submittedAttribute)).toBe(true);
  });

  it.each([
    { case: "a language picked on this browser before", stored: () => ({ "cloudconsole.language": "th" }), browser: ["en-US"], hidden: true },
    { case: "the pseudo-language picked on this browser", stored: () => ({ "cloudconsole.language": "en-XA" }), browser: ["en-US"], hidden: true },
    { case: "a browser language the console speaks, the site's unknown", stored: () => ({}), browser: ["fr-FR", "et-EE"], hidden: true },
    { case: "a browser language the console speaks, under a saved site configuration in English", stored: () => saved({ siteLanguage: "en" }), browser: ["et-EE"], hidden: false },
    { case: "the saved site configuration's language", stored: () => saved({ siteLanguage: "id" }), browser: ["en-US"], hidden: true },
    { case: "browser languages the console does not speak", stored: () => ({}), browser: ["fr-FR", "de"], hidden: false },
    { case: "a language picked before that the console does not speak", stored: () => ({ "cloudconsole.language": "de" }), browser: ["en-GB"], hidden: false },
  ])("hides the login screen from a visitor whose console would open it in another language: $case", async ({ stored, browser, hidden }) => {
    expect(shell.languages.rememberedKey).toBe("cloudconsole.language");
    expect((await loadPage(stored(), false, browser)).login.hidden).toBe(hidden);
  });

  it("hides the login screen from a visitor with a session", async () => {
    expect((await loadPage({ apikey: "key" })).login.hidden).toBe(true);
    expect((await loadPage({ impersonation: '{"token":"t"}', ...saved({ loginTitle: "Hi" }) })).login.hidden).toBe(true);
  });
});
