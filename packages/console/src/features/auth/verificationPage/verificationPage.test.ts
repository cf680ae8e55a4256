import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { loginWithPassword } from "../identityProvider";
import { waitForState } from "../../../testing/waitForState";

// The page every app serves at /app/auth0-verify.html (tooling/scripts/src/verification-page.mjs copies these files).
const here = dirname(fileURLToPath(import.meta.url));
const page = readFileSync(join(here, "auth0-verify.html"), "utf8");
const scriptPath = join(here, "auth0-verify.js");

const auth0Package = createRequire(import.meta.url).resolve("auth0-js/package.json");
const installed = JSON.parse(readFileSync(auth0Package, "utf8")) as { version: string };
const build = readFileSync(join(dirname(auth0Package), "dist", "auth0.min.js"));

describe("the verification page", () => {
  it("loads Auth0's build of the auth0-js version the console bundles, held to that build's hash", () => {
    const library = /<script src="([^"]+)" integrity="([^"]+)" crossorigin="anonymous"><\/script>/.exec(page);
    expect(library?.[1]).toBe(`https://cdn.auth0.com/js/auth0/${installed.version}/auth0.min.js`);
    expect(library?.[2]).toBe(`sha384-${createHash("sha384").update(build).digest("base64")}`);
  });

  it("runs its own script from the site (no inline script for the policy to allow)", () => {
    expect(page).toContain('<script src="auth0-verify.js"></script>');
    expect(page.match(/<script/g)).toHaveLength(2);
  });
});

// A real login with auth0-js saves the verifier on this site, as the login form does; Auth0's answers come from MSW.
const settings = { domain: "login.test-idp.example", clientId: "console-client" };
const auth0Origin = `https://${settings.domain}`;
const server = setupServer(
  http.post(`${auth0Origin}/co/authenticate`, () =>
    HttpResponse.json({ login_ticket: "ticket-1", co_verifier: "the-verifier", co_id: "login-7" }, { headers: { "Access-Control-Allow-Origin": window.location.origin, "Access-Control-Allow-Credentials": "true" } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

/** Logs in with a password until auth0-js sends the browser to /authorize, having saved the login's verifier. */
async function loginSavingItsVerifier() {
  const original = window.location;
  const redirects: string[] = [];
  Object.defineProperty(window, "location", { configurable: true, get: () => original, set: (url: string) => void redirects.push(url) });
  try {
    void loginWithPassword(settings, { username: "ann@example.com", password: "secret" }, "/");
    await waitForState(() => expect(redirects).toHaveLength(1));
  } finally {
    Object.defineProperty(window, "location", { configurable: true, value: original });
  }
}

/** Auth0's page framing the verification page: asks for the verifier of login `id`, from `origin`; returns the answers it got. */
function askForVerifier(id: string, origin = auth0Origin) {
  const asker = document.createElement("iframe");
  document.body.append(asker);
  const frame = asker.contentWindow;
  if (!frame) throw new Error("the frame has no window");
  const answers = vi.spyOn(frame, "postMessage").mockImplementation(() => undefined);
  window.dispatchEvent(new MessageEvent("message", { data: { type: "co_verifier_request", request: { id } }, origin, source: frame }));
  return answers.mock.calls;
}

describe("the verification page's script", () => {
  it("tells Auth0's page it is ready, then answers with the verifier the login saved, once", async () => {
    await loginSavingItsVerifier();
    // Framed by Auth0's /authorize page, with its origin in the fragment; auth0-js is the CDN build's global.
    window.location.hash = `#origin=${encodeURIComponent(auth0Origin)}`;
    Object.assign(window, { auth0: (await import("auth0-js")).default });
    const toParent = vi.spyOn(window, "postMessage");
    // The page's script, run as the page runs it: once, with the page's window.
    await import(/* @vite-ignore */ scriptPath);
    expect(toParent).toHaveBeenCalledWith({ type: "ready" }, auth0Origin);

    // Another site asking for the same login gets nothing: the verifier is kept for the Auth0 origin that issued it.
    expect(askForVerifier("login-7", "https://evil.example")).toEqual([[{ type: "co_verifier_response", response: { verifier: "" } }, "https://evil.example"]]);
    expect(askForVerifier("login-7")).toEqual([[{ type: "co_verifier_response", response: { verifier: "the-verifier" } }, auth0Origin]]);
    expect(askForVerifier("login-7")).toEqual([[{ type: "co_verifier_response", response: { verifier: "" } }, auth0Origin]]);
  });
});
