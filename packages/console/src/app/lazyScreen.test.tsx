import { Suspense, type ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { holdPreloadsWhile, INPUT_QUIET_MS, lazyScreen, NETWORK_QUIET_MS, pageBusy, pageSettled, preloadWhenIdle, settledForAWhile } from "./lazyScreen";
import { trackRequest } from "./requestsInFlight";

describe("lazyScreen", () => {
  it("loads the chunk once, whether it is preloaded first or visited first", async () => {
    const load = vi.fn(async () => (props: { name: string }) => <p>Hello {props.name}</p>);
    const Screen = lazyScreen(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Kadri" />
      </Suspense>,
    );
    expect(await screen.findByText("Hello Kadri")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the page busy while a visited screen's code loads, while a registered check says so, and while anything shows aria-busy", async () => {
    let finish: (component: () => ReactNode) => void = () => {};
    const Screen = lazyScreen(() => new Promise<() => ReactNode>((resolve) => (finish = resolve)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(pageBusy()).toBe(true);
    finish(() => <p>Shown</p>);
    expect(await screen.findByText("Shown")).toBeInTheDocument();
    expect(pageBusy()).toBe(false);

    let fetching = true;
    const release = holdPreloadsWhile(() => fetching);
    expect(pageBusy()).toBe(true);
    fetching = false;
    expect(pageBusy()).toBe(false);
    fetching = true;
    release();
    expect(pageBusy()).toBe(false);

    // Anything on the page that says it is loading (a spinner, a skeleton section, a lazy chart's placeholder).
    const { unmount } = render(<div aria-busy="true">Loading the chart</div>);
    expect(pageBusy()).toBe(true);
    unmount();
    expect(pageBusy()).toBe(false);
  });

  it("keeps the page busy for a while after the visitor types, clicks or scrolls", () => {
    // The input happens long ago on the page's clock, so the tests after this one see a page not in use.
    const now = vi.spyOn(performance, "now").mockReturnValue(-1e9);
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "v", bubbles: true }));
    expect(pageBusy(-1e9 + INPUT_QUIET_MS / 2)).toBe(true);
    expect(pageBusy(-1e9 + INPUT_QUIET_MS + 1)).toBe(false);
    now.mockReturnValue(-1e9 + 5 * INPUT_QUIET_MS);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(pageBusy(-1e9 + 5.5 * INPUT_QUIET_MS)).toBe(true);
    now.mockRestore();
    expect(pageBusy()).toBe(false);
  });
});

describe("preloadWhenIdle", () => {
  const idleWindow = () => {
    const callbacks: (() => void)[] = [];
    const win = {
      requestIdleCallback: (callback: () => void) => callbacks.push(callback),
      cancelIdleCallback: vi.fn(),
    } as unknown as Window;
    /** Runs the pending idle callbacks, then lets the preloads' promises settle. */
    const idle = async () => {
      for (const callback of callbacks.splice(0)) callback();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { win, idle };
  };

  it("preloads one screen per idle period, in order, and goes on after a failure", async () => {
    const { win, idle } = idleWindow();
    const order: string[] = [];
    const screens = ["list", "detail", "create"].map((name) => ({
      preload: vi.fn(async () => {
        order.push(name);
        if (name === "list") throw new Error("chunk failed");
      }),
    }));
    preloadWhenIdle(screens, win, { settled: () => true, busy: () => false });
    expect(order).toEqual([]);
    await idle();
    expect(order).toEqual(["list"]);
    await idle();
    await idle();
    expect(order).toEqual(["list", "detail", "create"]);
  });

  it("stops when cancelled", async () => {
    const { win, idle } = idleWindow();
    const screens = [{ preload: vi.fn(async () => undefined) }, { preload: vi.fn(async () => undefined) }];
    const cancel = preloadWhenIdle(screens, win, { settled: () => true, busy: () => false });
    await idle();
    cancel();
    await idle();
    expect(screens[0]?.preload).toHaveBeenCalledTimes(1);
    expect(screens[1]?.preload).not.toHaveBeenCalled();
  });

  it("starts only once the page has settled, and pauses while it is busy again", async () => {
    const { win, idle } = idleWindow();
    const page = { settled: false, busy: false };
    const order: string[] = [];
    const screens = ["list", "detail"].map((name) => ({ preload: vi.fn(async () => void order.push(name)) }));
    preloadWhenIdle(screens, win, { settled: () => page.settled, busy: () => page.busy });
    await idle();
    await idle();
    expect(order).toEqual([]);
    page.settled = true;
    await idle();
    expect(order).toEqual(["list"]);
    // The visitor opens a screen: its loading comes first.
    page.busy = true;
    await idle();
    await idle();
    expect(order).toEqual(["list"]);
    page.busy = false;
    await idle();
    expect(order).toEqual(["list", "detail"]);
  });
});

describe("settledForAWhile", () => {
  it("says settled only once the page has looked settled for NETWORK_QUIET_MS, starting over after any busy look", () => {
    let now = 0;
    let settled = true;
    const check = settledForAWhile(() => settled, () => now);
    expect(check()).toBe(false);
    now = NETWORK_QUIET_MS - 1;
    expect(check()).toBe(false);
    now = NETWORK_QUIET_MS;
    expect(check()).toBe(true);
    // A render between two calls: one busy look, and the wait starts again.
    settled = false;
    now += 10;
    expect(check()).toBe(false);
    settled = true;
    now += 10;
    expect(check()).toBe(false);
    now += NETWORK_QUIET_MS;
    expect(check()).toBe(true);
  });

  it("counts an API request as busy until it is answered or fails", async () => {
    let answer: (value: string) => void = () => {};
    const answered = trackRequest(new Promise<string>((resolve) => (answer = resolve)));
    const failed = trackRequest(Promise.reject(new Error("offline")));
    expect(pageBusy()).toBe(true);
    await expect(failed).rejects.toThrow("offline");
    expect(pageBusy()).toBe(true);
    answer("ok");
    await expect(answered).resolves.toBe("ok");
    expect(pageBusy()).toBe(false);
  });

  it("counts an answer that just arrived as network activity before the browser's own record of it comes", async () => {
    const answeredAt = performance.now();
    await trackRequest(Promise.resolve("ok"));
    // Not busy any more, yet not quiet: the answer is still being rendered, and may start the screen's next call.
    expect(pageBusy(answeredAt + NETWORK_QUIET_MS)).toBe(false);
    expect(pageSettled(performance.now())).toBe(false);
    expect(pageSettled(performance.now() + NETWORK_QUIET_MS)).toBe(true);
  });
});
