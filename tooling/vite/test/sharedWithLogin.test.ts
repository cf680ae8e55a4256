// The build fails when the login form's chunk would bring the router's or the signed-in console's chunk along.
import { describe, expect, it } from "vitest";
import { loginFormChunkCheckPlugin, SHARED_WITH_LOGIN_FORM } from "../sharedWithLogin.js";

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({ type: "chunk", fileName, moduleIds, imports });
const SRC = "/repo/packages/console/src";

/** Runs the plugin's check over `bundle`; returns the error it raised, if any. */
function check(bundle: Record<string, ReturnType<typeof chunk>>): string | undefined {
  const plugin = loginFormChunkCheckPlugin();
  try {
    plugin.generateBundle.call(
      {
        error(message: string) {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const base = {
  "assets/index.js": chunk("assets/index.js", [`${SRC}/startConsole.tsx`]),
  "assets/RoutedConsole.js": chunk("assets/RoutedConsole.js", [`${SRC}/app/RoutedConsole.tsx`], ["assets/index.js"]),
  "assets/SignedInRoutes.js": chunk("assets/SignedInRoutes.js", [`${SRC}/app/SignedInRoutes.tsx`], ["assets/index.js", "assets/RoutedConsole.js", "assets/signedOut.js"]),
  "assets/signedOut.js": chunk("assets/signedOut.js", [`${SRC}/features/chat/ChatWidget.tsx`], ["assets/index.js"]),
};

describe("loginFormChunkCheckPlugin", () => {
  it("passes a login form that loads the entry and the chunk it shares with the signed-in console", () => {
    const loginRoute = chunk("assets/LoginRoute.js", [`${SRC}/features/login/LoginRoute.tsx`], ["assets/index.js", "assets/signedOut.js"]);
    expect(check({ ...base, "assets/LoginRoute.js": loginRoute })).toBeUndefined();
  });

  it("fails one that reaches the signed-in console's chunk, even through another file, and says where to list the module", () => {
    const textField = chunk("assets/TextField.js", [`${SRC}/../../ui/src/components/TextField/TextField.tsx`], ["assets/SignedInRoutes.js"]);
    const loginRoute = chunk("assets/LoginRoute.js", [`${SRC}/features/login/LoginRoute.tsx`], ["assets/index.js", "assets/TextField.js"]);
    const message = check({ ...base, "assets/TextField.js": textField, "assets/LoginRoute.js": loginRoute });
    expect(message).toContain("loads assets/SignedInRoutes.js, assets/RoutedConsole.js");
    expect(message).toContain("SHARED_WITH_LOGIN_FORM in tooling/vite/sharedWithLogin.js");
  });

  it("fails when the login form's chunk cannot be found", () => {
    expect(check(base)).toContain("the console's files moved");
  });

  it("lists the shared modules by their paths in the console and ui packages", () => {
    expect(SHARED_WITH_LOGIN_FORM.test(`${SRC}/features/chat/ChatWidget.tsx`)).toBe(true);
    expect(SHARED_WITH_LOGIN_FORM.test("/repo/packages/ui/src/components/TextField/TextField.css.ts")).toBe(true);
    expect(SHARED_WITH_LOGIN_FORM.test(`${SRC}/features/login/LoginRoute.tsx`)).toBe(false);
  });
});
