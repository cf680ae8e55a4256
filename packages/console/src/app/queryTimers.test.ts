import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalescedTimers } from "./queryTimers";

describe("the query cache's timers", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs each timer when it falls due, in the order they fall due, never before", () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push("gc"), 600_000);
    timers.setTimeout(() => ran.push("stale"), 60_000);
    timers.setTimeout(() => ran.push("stale too"), 60_000);
    timers.setTimeout(() => ran.push("soon"), 10);
    vi.advanceTimersByTime(9);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["soon"]);
    vi.advanceTimersByTime(59_989);
    expect(ran).toEqual(["soon"]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["soon", "stale", "stale too"]);
    vi.advanceTimersByTime(540_000);
    expect(ran).toEqual(["soon", "stale", "stale too", "gc"]);
  });

  it("keeps one browser timer, armed for the earliest: a later timer or a cleared one calls the browser for nothing", () => {
    const timers = coalescedTimers();
    const browserTimeouts = vi.spyOn(globalThis, "setTimeout");
    const browserClears = vi.spyOn(globalThis, "clearTimeout").mockImplementation(function (this: unknown) {
      // As a browser's does: called as a method of anything but the window, it refuses.
      if (this !== undefined && this !== globalThis) throw new TypeError("Illegal invocation");
    });
    const stale = timers.setTimeout(() => undefined, 60_000);
    for (let query = 0; query < 50; query++) timers.clearTimeout(timers.setTimeout(() => undefined, 600_000 + query));
    timers.clearTimeout(stale);
    expect(browserTimeouts).toHaveBeenCalledTimes(1);
    expect(browserClears).not.toHaveBeenCalled();
    // An earlier timer re-arms it.
    timers.setTimeout(() => undefined, 1_000);
    expect(browserTimeouts).toHaveBeenCalledTimes(2);
    expect(browserClears).toHaveBeenCalledTimes(1);
  });

  it("never runs a cleared timer, even one cleared by a callback of the same round", () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    const cleared = timers.setTimeout(() => ran.push("cleared"), 100);
    let second = 0;
    timers.setTimeout(() => {
      ran.push("first");
      timers.clearTimeout(second);
    }, 200);
    second = timers.setTimeout(() => ran.push("second"), 200);
    timers.clearTimeout(cleared);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(["first"]);
  });

  it("repeats an interval until it is cleared", () => {
    const timers = coalescedTimers();
    let polls = 0;
    const poll = timers.setInterval(() => polls++, 2_000);
    vi.advanceTimersByTime(6_000);
    expect(polls).toBe(3);
    timers.clearInterval(poll);
    vi.advanceTimersByTime(10_000);
    expect(polls).toBe(3);
  });

  it("runs the other timers when one throws, and reports the error", () => {
    const timers = coalescedTimers();
    const reportError = vi.fn();
    vi.stubGlobal("reportError", reportError);
    const ran: string[] = [];
    timers.setTimeout(() => {
      throw new Error("broken callback");
    }, 100);
    timers.setTimeout(() => ran.push("next"), 100);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(["next"]);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: "broken callback" }));
    vi.unstubAllGlobals();
  });

  it("arms anew with the timer functions of the moment when those it was armed with have been swapped", () => {
    const timers = coalescedTimers();
    // Set two minutes back on the fake clock, due a minute before now: earlier than anything set after it.
    vi.setSystemTime(Date.now() - 120_000);
    const first = new Promise<void>((resolve) => timers.setTimeout(resolve, 60_000));
    // The fake timer armed for it never fires once the real functions are back.
    vi.useRealTimers();
    const second = new Promise<void>((resolve) => timers.setTimeout(resolve, 10));
    return expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });
});
