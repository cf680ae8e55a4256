// Each brand's build writes its login screen into index.html, so the first paint needs no script: the console's own
// LoginScreen, rendered in Node by a server build of the console's prerender entry (the same components, class names
// and hashed asset addresses as the browser bundle), with the theme's class on <html>. A small classic script in the
// head, a file as the policy requires (`script-src 'self'`), picks the colour scheme, fills in the provider's login
// texts from a saved site configuration, and hides the login screen from a visitor with a session.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { build, minify } from "vite";
import { providerOfApp } from "./brandAssets.js";
import { messageCataloguesPlugin } from "./messageCatalogues.js";
import { SESSION_STORAGE_KEYS } from "./firstScreenPreload.js";

/** The element the app mounts into; the shell goes just before it. */
const APP_ROOT_ID = "root";
const SHELL_ENTRY = "packages/console/src/loginShell/renderLoginShell.tsx";
const SHELL_FIELDS = "packages/console/src/loginShell/shellFields.ts";
/**
 * The bundle's style sheets that define a class the shell's markup uses and index.html does not link yet: a screen
 * loaded on demand has its styles in a sheet of its own, which the shell needs before any script runs.
 */
export function shellStyleSheets(bundle, markup, html, base) {
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)).filter(Boolean));
  const defines = (css) => [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].some((match) => classes.has(match[1]));
  return Object.values(bundle)
    .filter((file) => file.type === "asset" && file.fileName.endsWith(".css") && defines(String(file.source)))
    .map((file) => `${base}${file.fileName}`)
    .filter((href) => !html.includes(`href="${href}"`));
}

/**
 * Runs in the page before <body> is parsed, with `o` the build's shell. Everything a saved value goes through is
 * textContent or setAttribute, never markup.
 */
function firstPaint(o) {
  var html = document.documentElement;
  var store;
  try {
    store = window.localStorage;
  } catch (error) {
    store = null;
  }
  var read = function (key) {
    try {
      return store ? store.getItem(key) : null;
    } catch (error) {
      return null;
    }
  };
  // The console's colour scheme rule: the visitor's choice, else the system's.
  var preference = read("colorScheme");
  var dark = preference === "dark" || (preference !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  var scheme = dark ? "dark" : "light";
  html.classList.remove(o.themeClass.light);
  html.classList.add(o.themeClass[scheme]);
  html.style.colorScheme = scheme;
  html.setAttribute("data-color-scheme", scheme);

  var signedIn = o.sessionKeys.some(function (key) {
    return read(key);
  });
  var saved = null;
  if (!signedIn && store) {
    var now = Date.now();
    for (var index = 0; index < store.length; index++) {
      var key = store.key(index);
      if (!key || key.indexOf(o.savedConfig.keyPrefix) !== 0) continue;
      try {
        var entry = JSON.parse(read(key));
        var fresh = entry && typeof entry.savedAt === "number" && entry.savedAt <= now && now - entry.savedAt < o.savedConfig.maxAgeMs;
        if (fresh && entry.config && typeof entry.config === "object" && (!saved || entry.savedAt > saved.savedAt)) saved = entry;
      } catch (error) {
        // Unreadable: the console drops it; the shell keeps its built texts.
      }
    }
  }
  // A form sent before the console took over is held, marked for the console to send again with what was typed.
  document.addEventListener(
    "submit",
    function (event) {
      var shell = document.getElementById(o.shellId);
      if (!shell || !shell.contains(event.target)) return;
      event.preventDefault();
      event.target.setAttribute(o.submittedAttribute, "");
    },
    true,
  );
  // The language the console opens the login screen in for this visitor (its own rule: the one picked on this
  // browser, else the site's, else the browser's, each only where the console speaks it): a shell in another language
  // is hidden, as a screen that changes language under the visitor is worse than none.
  var languages = o.languages;
  var spoken = function (tag, among) {
    var base = String(tag || "").replace(/_/g, "-").split("-")[0].toLowerCase();
    return among.indexOf(base) >= 0 ? base : null;
  };
  var remembered = read(languages.rememberedKey);
  // The pseudo-language only where the deployment offers it, which the console alone knows.
  var language = remembered && remembered.toLowerCase() === languages.pseudo.toLowerCase() ? languages.pseudo : spoken(remembered, languages.all);
  if (!language) {
    var site = saved && typeof saved.config.siteLanguage === "string" ? saved.config.siteLanguage : languages.site;
    var candidates = [site].concat(Array.prototype.slice.call(navigator.languages || []));
    for (var at = 0; at < candidates.length && !language; at++) language = spoken(candidates[at], languages.complete);
  }
  var foreign = (language || languages.source) !== languages.shell;
  if (!signedIn && !saved && !foreign) return;

  var fill = function (shell, config) {
    shell.innerHTML = o.template;
    var elements = shell.querySelectorAll("*");
    for (var index = 0; index < elements.length; index++) {
      var element = elements[index];
      for (var field in o.tokens) {
        var token = o.tokens[field];
        var value = typeof config[field] === "string" && config[field] ? config[field] : o.fallbacks[field];
        var attributes = Array.prototype.slice.call(element.attributes);
        var holders = attributes.filter(function (attribute) {
          return attribute.value === token;
        });
        var isText = element.childNodes.length === 1 && element.firstChild.nodeType === 3 && element.textContent === token;
        if ((isText || holders.length) && !value) {
          element.remove();
          break;
        }
        if (isText) element.textContent = value;
        holders.forEach(function (attribute) {
          element.setAttribute(attribute.name, value);
        });
      }
    }
  };
  // The shell is whole once the app's root, which follows it, has been parsed; observers run before the next paint.
  var settle = function () {
    var shell = document.getElementById(o.shellId);
    if (!shell || !document.getElementById(o.appRootId)) return false;
    if (signedIn || foreign) shell.hidden = true;
    else if (saved) fill(shell, saved.config);
    return true;
  };
  if (settle()) return;
  var observer = new MutationObserver(function () {
    if (settle()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * The first script's source for `shell` (the console's LoginShell), with the element ids it works on: minified, as
 * the page waits for it before painting.
 */
export async function firstPaintScript(shell, shellId, appRootId = APP_ROOT_ID) {
  const options = { ...shell, shellId, appRootId, sessionKeys: SESSION_STORAGE_KEYS };
  delete options.html;
  const { code, errors } = await minify("first-paint.js", `(${firstPaint.toString()})(${JSON.stringify(options)});\n`, { compress: true, mangle: true });
  if (errors.length) throw new Error(`The first script does not minify: ${errors.map((error) => error.message).join("; ")}`);
  return code;
}

/**
 * `html` (a built index.html) with the shell: the light theme class on <html> (what a page without scripts shows),
 * the first script at the top of the head (before the style sheets, which would hold it back), the style sheets the
 * shell needs beyond the entry's, and the login screen in its own element just before the app's root.
 */
export function withLoginShell(html, shell, scriptUrl, shellId, styleSheets = []) {
  const rootTag = `<div id="${APP_ROOT_ID}"></div>`;
  if (!html.includes(rootTag) || !/<title>/.test(html)) throw new Error(`index.html needs a <title> and an empty ${rootTag} for the login shell`);
  return html
    .replace(/<html([^>]*)>/, (_tag, attributes) => `<html${attributes.replace(/\s+lang="[^"]*"/, "")} lang="${shell.languages.shell}" class="${shell.themeClass.light}">`)
    // The page is not drawn before the app's root is parsed: a busy device's parser may yield mid-shell, and a frame
    // of half a login form followed by the rest is a layout shift (browsers without render-blocking links ignore it).
    .replace(/(\s*)<title>/, (_tag, space) => `${space}<link rel="expect" href="#${APP_ROOT_ID}" blocking="render">${space}<script src="${scriptUrl}"></script>${space}<title>`)
    .replace(/(\s*)<\/head>/, (_tag, space) => `${styleSheets.map((href) => `${space}  <link rel="stylesheet" crossorigin href="${href}">`).join("")}${space}</head>`)
    .replace(rootTag, () => `<div id="${shellId}">${shell.html}</div>\n    ${rootTag}`);
}

/** The console's LoginShell for `provider`, rendered by a server build of the prerender entry with `appRoot`'s settings. */
export async function renderLoginShell(provider, { appRoot, base, resolution, workspaceRoot }) {
  const source = [
    `import { renderLoginShell } from ${JSON.stringify(join(workspaceRoot, SHELL_ENTRY))};`,
    `import { LOGIN_SHELL_ID } from ${JSON.stringify(join(workspaceRoot, SHELL_FIELDS))};`,
    `import * as theme from ${JSON.stringify(provider.themeEntry)};`,
    // A theme's entry exports one ProviderDefinition, named after the provider.
    `const provider = Object.values(theme).find((value) => typeof value === "object" && value !== null && typeof value.themeClass === "object");`,
    `export const shell = await renderLoginShell(provider);`,
    `export const shellId = LOGIN_SHELL_ID;`,
  ].join("\n");
  // The entry is a file in a scratch folder, and the output one file beside it, which no dependency resolves from.
  const scratch = mkdtempSync(join(tmpdir(), "login-shell-"));
  const entry = join(scratch, "entry.js");
  const outDir = join(scratch, "out");
  writeFileSync(entry, source);
  try {
    await build({
      configFile: false,
      logLevel: "warn",
      mode: "production",
      root: fileURLToPath(appRoot),
      base,
      // The login screen reads its compiled English catalogue, as in the browser bundle.
      plugins: [messageCataloguesPlugin(), react(), vanillaExtractPlugin()],
      ...resolution,
      ssr: { ...resolution.ssr, noExternal: true },
      define: { __CONSOLE_MOCK_API__: JSON.stringify("off"), __CONSOLE_REVISION__: JSON.stringify("prerender") },
      build: { ssr: entry, outDir, emptyOutDir: true, assetsInlineLimit: 0, minify: false, rolldownOptions: { output: { entryFileNames: "loginShell.mjs" } } },
    });
    return await import(pathToFileURL(join(outDir, "loginShell.mjs")).href);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Writes the login shell of the app at `appRoot` (served from `base`) into its built index.html, with its first script. */
export function loginShellPlugin(appRoot, base, resolution, workspaceRoot = fileURLToPath(new URL("../../", import.meta.url))) {
  const provider = providerOfApp(appRoot, workspaceRoot);
  return {
    name: "cloudconsole:login-shell",
    apply: "build",
    enforce: "post",
    // On the bundle as Vite generated it, before anything is written: the page is this build's own, whatever else
    // writes to the output folder meanwhile.
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const page = bundle["index.html"];
        if (!page || page.type !== "asset") return;
        const { shell, shellId } = await renderLoginShell(provider, { appRoot, base, resolution, workspaceRoot });
        const script = await firstPaintScript(shell, shellId);
        const fileName = `assets/first-paint-${createHash("sha256").update(script).digest("base64url").slice(0, 8)}.js`;
        this.emitFile({ type: "asset", fileName, source: script });
        const html = String(page.source);
        page.source = withLoginShell(html, shell, `${base}${fileName}`, shellId, shellStyleSheets(bundle, shell.html + shell.template, html, base));
      },
    },
  };
}
