import { isValidElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ComputeScreen, computeFeature } from "../features/compute";
import { homeFeature } from "../features/home";
import type { Preloadable } from "./feature";
import { preloadScreensAt } from "./SignedInRoutes";

/** The lazy screen a route shows, framed or gated or not: the innermost one. */
const screenOf = (element: unknown): Preloadable | undefined => {
  if (!isValidElement<{ children?: unknown }>(element)) return undefined;
  return screenOf(element.props.children) ?? ("preload" in (element.type as object) ? (element.type as unknown as Preloadable) : undefined);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("preloadScreensAt", () => {
  it("loads the screen at the address, the gate around it and its category's sidebar, and settles once they are in", async () => {
    // The list is gated and framed (<EnabledOnly><RouteFrame><ComputeScreen /></RouteFrame></EnabledOnly>): the gate and the screen inside load.
    const computeList = screenOf(computeFeature.routes.find((route) => route.path === "compute")?.element);
    expect(computeList).toBe(ComputeScreen);
    const screen = vi.spyOn(computeList as Preloadable, "preload");
    const sidebar = vi.spyOn(computeFeature.sidebar as Preloadable, "preload");
    await expect(preloadScreensAt("/compute")).resolves.toHaveLength(3);
    expect(screen).toHaveBeenCalledTimes(1);
    expect(sidebar).toHaveBeenCalledTimes(1);
  });

  it("loads the home screen at the root, which has no sidebar", async () => {
    const home = screenOf(homeFeature.routes[0]?.element) as Preloadable;
    const preload = vi.spyOn(home, "preload");
    const sidebar = vi.spyOn(computeFeature.sidebar as Preloadable, "preload");
    await expect(preloadScreensAt("/")).resolves.toHaveLength(1);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(sidebar).not.toHaveBeenCalled();
  });

  it("settles even when a chunk fails, leaving the failure to the visit", async () => {
    const home = screenOf(homeFeature.routes[0]?.element) as Preloadable;
    vi.spyOn(home, "preload").mockRejectedValue(new Error("chunk gone"));
    await expect(preloadScreensAt("/")).resolves.toEqual([{ status: "rejected", reason: new Error("chunk gone") }]);
  });
});
