import { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, preloadWhenIdle } from "./lazyScreen";

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
    preloadWhenIdle(screens, win);
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
    const cancel = preloadWhenIdle(screens, win);
    await idle();
    cancel();
    await idle();
    expect(screens[0]?.preload).toHaveBeenCalledTimes(1);
    expect(screens[1]?.preload).not.toHaveBeenCalled();
  });
});
