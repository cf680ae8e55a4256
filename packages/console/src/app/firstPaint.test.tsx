import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";

/** A fresh copy of the module (whether the page has painted is the module's state), with animation frames held. */
async function freshModule() {
  vi.resetModules();
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  const paint = async () => {
    // The frame's callbacks run before the paint; the task they post runs after it.
    await act(async () => {
      for (const callback of frames.splice(0)) callback(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { ...(await import("./firstPaint")), paint };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("after the first paint", () => {
  it("shows the stand-in until the page's first frame has painted, then the part, and later parts at once", async () => {
    const { AfterFirstPaint, paint } = await freshModule();
    const { unmount } = render(<AfterFirstPaint fallback={<p>skeleton</p>}>{<p>list</p>}</AfterFirstPaint>);
    expect(screen.getByText("skeleton")).toBeInTheDocument();
    expect(screen.queryByText("list")).not.toBeInTheDocument();
    await paint();
    expect(await screen.findByText("list")).toBeInTheDocument();
    unmount();
    // A later screen's parts (a visit after the first load) do not wait.
    render(<AfterFirstPaint fallback={<p>skeleton</p>}>{<p>list</p>}</AfterFirstPaint>);
    expect(screen.getByText("list")).toBeInTheDocument();
  });

  it("does not wait in a hidden page, which never paints", async () => {
    const { AfterFirstPaint } = await freshModule();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    render(<AfterFirstPaint fallback={<p>skeleton</p>}>{<p>list</p>}</AfterFirstPaint>);
    expect(await screen.findByText("list")).toBeInTheDocument();
    visibility.mockRestore();
  });
});
