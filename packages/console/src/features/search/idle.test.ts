import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_SLICE_MS, whenIdle } from "./idle";
import { waitForState } from "../../testing/waitForState";

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("hands the work the browser's idle time, never more than a slice, and at least a little when called late", () => {
    const callbacks: ((deadline: { timeRemaining: () => number }) => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: (typeof callbacks)[number]) => callbacks.push(callback));
    vi.spyOn(performance, "now").mockReturnValue(1_000);
    const stops: number[] = [];
    whenIdle((stopAt) => stops.push(stopAt));
    whenIdle((stopAt) => stops.push(stopAt));
    whenIdle((stopAt) => stops.push(stopAt));
    callbacks[0]?.({ timeRemaining: () => 49 });
    callbacks[1]?.({ timeRemaining: () => 3 });
    // Called after its timeout, with no idle time left.
    callbacks[2]?.({ timeRemaining: () => 0 });
    expect(stops).toEqual([1_000 + IDLE_SLICE_MS, 1_003, 1_002]);
    vi.restoreAllMocks();
  });

  it("runs as a task of its own where there is no idle callback, and not once cancelled", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const ran: string[] = [];
    whenIdle(() => ran.push("kept"));
    const cancel = whenIdle(() => ran.push("cancelled"));
    cancel();
    whenIdle(() => ran.push("later"));
    expect(ran).toEqual([]);
    // Tasks run in order: once the later one has run, the cancelled one would have too.
    await waitForState(() => expect(ran).toContain("later"));
    expect(ran).toEqual(["kept", "later"]);
  });
});
