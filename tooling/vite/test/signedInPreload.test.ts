// The first script of a built app preloads the signed-in console's code when this browser has a session.
import { describe, expect, it } from "vitest";
import { SESSION_KEYS } from "../../../packages/console/src/session/sessionStore";
import { SESSION_STORAGE_KEYS, signedInPreloadScript } from "../signedInPreload.js";

/** Runs the script against a storage holding `stored` and a head that records what is appended to it. */
function run(stored: Record<string, string>) {
  const appended: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { append: (link: Record<string, string>) => appended.push({ ...link }) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function("localStorage", "document", signedInPreloadScript(["assets/SignedInRoutes-1.js", "assets/SignedInRoutes-2.css"], "/app/"))(localStorage, document);
  return appended;
}

describe("signedInPreloadScript", () => {
  it("asks for the signed-in console's script and stylesheet, as Vite's loader will (CORS), when an API key is stored", () => {
    expect(run({ apikey: "key" })).toEqual([
      { rel: "modulepreload", crossOrigin: "", href: "/app/assets/SignedInRoutes-1.js" },
      { rel: "preload", as: "style", crossOrigin: "", href: "/app/assets/SignedInRoutes-2.css" },
    ]);
  });

  it("does the same during an impersonation, and nothing for a signed-out visitor", () => {
    expect(run({ impersonation: '{"token":"t"}' })).toHaveLength(2);
    expect(run({})).toEqual([]);
  });

  it("looks at the console's own session keys", () => {
    expect(SESSION_STORAGE_KEYS).toEqual([SESSION_KEYS.apikey, SESSION_KEYS.impersonation]);
  });
});
