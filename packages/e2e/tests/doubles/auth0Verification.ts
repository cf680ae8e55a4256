import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Page } from "@playwright/test";
import { IDP_DOMAIN } from "./auth0";

// Auth0's side of embedded login's cross-origin verification: its CDN, from which the site's verification page loads
// auth0-js, and its /authorize page's fallback when the browser did not send Auth0's cookie from the login form: it
// frames the site's verification page and asks it for the login's verifier.

/** The auth0-js the console bundles (resolved through an app and the console, whose dependency it is). */
function installedAuth0Js(): { version: string; build: Buffer } {
  const app = createRequire(createRequire(import.meta.url).resolve("@cloudconsole/app-warren/package.json"));
  const manifest = createRequire(app.resolve("@cloudconsole/console")).resolve("auth0-js/package.json");
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  return { version, build: readFileSync(join(dirname(manifest), "dist", "auth0.min.js")) };
}

/**
 * Serves Auth0's CDN at its address: each release's browser build at /js/auth0/<version>/auth0.min.js. The double
 * holds one release, the one the console bundles; any other version is not found. Returns the paths asked for.
 */
export async function serveAuth0Cdn(page: Page): Promise<string[]> {
  const { version, build } = installedAuth0Js();
  const asked: string[] = [];
  await page.route("https://cdn.auth0.com/**", (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push(path);
    // Auth0's CDN answers scripts to any origin: a page loading it with an integrity check asks in CORS mode.
    if (path === `/js/auth0/${version}/auth0.min.js`) return route.fulfill({ contentType: "application/javascript", headers: { "access-control-allow-origin": "*" }, body: build });
    return route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });
  });
  return asked;
}

/** What the site's verification page said to Auth0's page: its 'ready', then its answer to the verifier request. */
export interface VerificationExchange {
  ready: unknown;
  answer: unknown;
}

/** The address of Auth0's fallback step in the double (the page /authorize shows when its cookie did not come back). */
const FALLBACK_PATH = "/co/fallback-verification";

/**
 * Plays Auth0's fallback step for the login `coId`: on Auth0's origin, a page frames `fallbackUrl` with
 * `#origin=<Auth0's origin>`, waits for the framed page's `ready`, asks it for the login's verifier and keeps the
 * answer. Returns what the framed page said, or fails when it says nothing.
 */
export async function askVerificationPage(page: Page, fallbackUrl: string, coId: string): Promise<VerificationExchange> {
  const siteOrigin = new URL(fallbackUrl).origin;
  // The site under test is on this machine's loopback; Auth0's origin is a public one, which Chromium lets reach a
  // local address only with the local network access permission.
  await page.context().grantPermissions(["local-network-access"], { origin: `https://${IDP_DOMAIN}` });
  await page.route(`https://${IDP_DOMAIN}${FALLBACK_PATH}`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!DOCTYPE html><title>Verifying</title><script>
        const site = ${JSON.stringify(siteOrigin)};
        const frame = document.createElement("iframe");
        window.exchange = {};
        addEventListener("message", (event) => {
          if (event.origin !== site) return;
          if (event.data.type === "ready") {
            window.exchange.ready = event.data;
            frame.contentWindow.postMessage({ type: "co_verifier_request", request: { id: ${JSON.stringify(coId)} } }, site);
          }
          if (event.data.type === "co_verifier_response") window.exchange.answer = event.data;
        });
        frame.src = ${JSON.stringify(fallbackUrl)} + "#origin=" + encodeURIComponent(location.origin);
        document.documentElement.append(frame);
      </script>`,
    }),
  );
  await page.goto(`https://${IDP_DOMAIN}${FALLBACK_PATH}`);
  await page.waitForFunction(() => (window as unknown as { exchange: VerificationExchange }).exchange.answer !== undefined);
  return page.evaluate(() => (window as unknown as { exchange: VerificationExchange }).exchange);
}
