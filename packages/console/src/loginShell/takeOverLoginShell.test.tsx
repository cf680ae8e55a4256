import { afterEach, describe, expect, it, vi } from "vitest";
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { LoadingScreen } from "../screens/LoadingScreen";
import { LOGIN_SHELL_ID, SHELL_SUBMITTED_ATTRIBUTE } from "./shellFields";
import { showsOnlyLoading, takeOverLoginShell } from "./takeOverLoginShell";
import { waitForState } from "../testing/waitForState";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  document.documentElement.lang = "en";
});

/** A page as a build writes it: the login shell (hidden where the first script hid it), then the app's empty root. */
function page({ hidden = false } = {}) {
  document.body.innerHTML = `<div id="${LOGIN_SHELL_ID}"${hidden ? " hidden" : ""}><main><h1>Log in</h1><input name="apikey" aria-label="API key"></main></div><div id="root"></div>`;
  const shell = document.getElementById(LOGIN_SHELL_ID) as HTMLElement;
  const app = document.getElementById("root") as HTMLElement;
  return { shell, app };
}

/** Lets mutation observers run, as the browser runs them before its next paint. */
const observersRun = () => act(() => Promise.resolve());

// The app's own loading screen, its logo not shown yet.
const loading = <LoadingScreen delayMs={60_000} />;

function AppLogin() {
  const [apikey, setApikey] = useState("");
  return (
    <main>
      <h1>Log in</h1>
      <input name="apikey" aria-label="API key" value={apikey} onChange={(event) => setApikey(event.target.value)} />
      <p>typed: {apikey}</p>
    </main>
  );
}

describe("showsOnlyLoading", () => {
  it.each([
    ["nothing", "", true],
    ["the loading screen saying 'Loading' to screen readers", '<div role="status"><span data-loading-label>Loading</span></div>', true],
    ["the loading screen saying it in Indonesian", '<div role="status"><span data-loading-label>Memuat</span></div>', true],
    ["the loading screen with its logo", '<div><img src="/logo.svg" alt=""><div role="status"><span data-loading-label>Loading</span></div></div>', true],
    ["a connection message", '<div role="status"><p>Connecting to the server…</p></div>', false],
    ["'Retry now'", '<div role="status"><span data-loading-label>Loading</span></div><button>Retry now</button>', false],
    ["a status that is not the loading screen's", '<div role="status"><span>Saved</span></div>', false],
    ["a screen of its own", "<main><h1>Log in</h1></main>", false],
  ])("with %s: %s", (_case, html, expected) => {
    const app = document.createElement("div");
    app.innerHTML = html;
    expect(showsOnlyLoading(app)).toBe(expected);
  });
});

describe("takeOverLoginShell", () => {
  it("keeps the shell while the app shows its loading screen, then swaps them when the app's screen arrives", async () => {
    const { shell, app } = page();
    takeOverLoginShell(app);
    root = createRoot(app);
    act(() => root?.render(loading));
    await observersRun();
    expect(shell.isConnected).toBe(true);
    expect(app.hidden).toBe(true);

    act(() => root?.render(<AppLogin />));
    await observersRun();
    expect(shell.isConnected).toBe(false);
    expect(app.hidden).toBe(false);
  });

  it("keeps the shell while the app's loading screen says 'Loading' in the page's language", async () => {
    document.documentElement.lang = "id";
    const { shell, app } = page();
    takeOverLoginShell(app);
    root = createRoot(app);
    act(() => root?.render(loading));
    await waitForState(() => expect(app).toHaveTextContent("Memuat"));
    await observersRun();
    expect(shell.isConnected).toBe(true);
    expect(app.hidden).toBe(true);
  });

  it("carries what was typed into the shell, and the focus, into the app's form", async () => {
    const { shell, app } = page();
    const typed = shell.querySelector("input") as HTMLInputElement;
    typed.value = "my-key";
    typed.focus();
    takeOverLoginShell(app);
    root = createRoot(app);
    act(() => root?.render(<AppLogin />));
    await observersRun();
    expect(app.querySelector("input")?.value).toBe("my-key");
    expect(app.querySelector("p")?.textContent).toBe("typed: my-key");
    expect(document.activeElement).toBe(app.querySelector("input"));
  });

  it("sends the app's form in place of the shell's form the visitor already sent", async () => {
    const { shell, app } = page();
    shell.querySelector("main")?.insertAdjacentHTML("beforeend", `<form ${SHELL_SUBMITTED_ATTRIBUTE}><button>Log In</button></form>`);
    const sent: string[] = [];
    takeOverLoginShell(app);
    root = createRoot(app);
    act(() =>
      root?.render(
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent.push("sent");
          }}
        >
          <button>Log In</button>
        </form>,
      ),
    );
    await observersRun();
    expect(sent).toEqual(["sent"]);
  });

  it("keeps the shell while a press on it is held, then swaps them after the click the release makes", async () => {
    const { shell, app } = page();
    shell.querySelector("main")?.insertAdjacentHTML("beforeend", "<button>Log In</button>");
    const button = shell.querySelector("button") as HTMLButtonElement;
    const clicked = vi.fn();
    button.addEventListener("click", clicked);
    // Held since before the console's script ran: the browser's :active state says so, not an event.
    let held = true;
    takeOverLoginShell(app, document, () => held);
    root = createRoot(app);
    act(() => root?.render(<AppLogin />));
    await observersRun();
    expect(shell.isConnected).toBe(true);
    expect(app.hidden).toBe(true);

    // The browser's release: the pointer's, then the click, in one task.
    held = false;
    button.dispatchEvent(new MouseEvent("pointerup", { bubbles: true }));
    button.click();
    expect(shell.isConnected).toBe(true);
    await waitForState(() => expect(shell.isConnected).toBe(false));
    expect(clicked).toHaveBeenCalledOnce();
    expect(app.hidden).toBe(false);
  });

  it("keeps the shell while the press lasts beyond a release elsewhere", async () => {
    const { shell, app } = page();
    takeOverLoginShell(app, document, () => true);
    root = createRoot(app);
    act(() => root?.render(<AppLogin />));
    document.body.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(shell.isConnected).toBe(true);
  });

  it("removes a shell the first script hid (a visitor with a session) at once", () => {
    const { shell, app } = page({ hidden: true });
    takeOverLoginShell(app);
    expect(shell.isConnected).toBe(false);
    expect(app.hidden).toBe(false);
  });

  it("leaves a page without a shell as it is", () => {
    const app = document.createElement("div");
    document.body.append(app);
    takeOverLoginShell(app);
    expect(app.hidden).toBe(false);
  });
});
