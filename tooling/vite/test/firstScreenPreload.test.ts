// The first script of a built app preloads the first screen's code: the signed-in console's when this browser has a
// session, the login form's when it has none.
import { describe, expect, it } from "vitest";
import { SESSION_KEYS } from "../../../packages/console/src/session/sessionStore";
import { firstScreenPreloadScript, SESSION_STORAGE_KEYS } from "../firstScreenPreload.js";

/** Runs the script against a storage holding `stored` and a head that records what is appended to it. */
function run(stored: Record<string, string>) {
  const appended: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { append: (link: Record<string, string>) => appended.push({ ...link }) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const script = firstScreenPreloadScript(["assets/SignedInRoutes-1.js", "assets/SignedInRoutes-2.css"], ["assets/LoginRoute-1.js"], "/app/");
  new Function("localStorage", "document", script)(localStorage, document);
  return appended;
}

describe("firstScreenPreloadScript", () => {
  it("asks for the signed-in console's script and stylesheet, as Vite's loader will (CORS), when an API key is stored", () => {
    expect(run({ apikey: "key" })).toEqual([
      { rel: "modulepreload", crossOrigin: "", href: "/app/assets/SignedInRoutes-1.js" },
      { rel: "preload", as: "style", crossOrigin: "", href: "/app/assets/SignedInRoutes-2.css" },
    ]);
  });

  it("does the same during an impersonation, and asks for the login form's code for a signed-out visitor", () => {
    expect(run({ impersonation: '{"token":"t"}' })).toHaveLength(2);
    expect(run({})).toEqual([{ rel: "modulepreload", crossOrigin: "", href: "/app/assets/LoginRoute-1.js" }]);
  });

  it("looks at the console's own session keys", () => {
    expect(SESSION_STORAGE_KEYS).toEqual([SESSION_KEYS.apikey, SESSION_KEYS.impersonation]);
  });
});
