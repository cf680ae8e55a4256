import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { ChatWidget } from "./ChatWidget";
import { waitForState } from "../../testing/waitForState";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

const widget = () => document.querySelector("script[data-chat-widget='tawk']");

describe("ChatWidget", () => {
  it("loads the configured widget 1500 ms after mount once the page has settled", async () => {
    vi.useFakeTimers();
    const settling: (() => void)[] = [];
    render(<ChatWidget config={mockUiConfig("default")} afterSettling={(task) => settling.push(task)} />);
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(settling).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // Waiting for the page to settle: nothing is loaded until it has.
    expect(settling).toHaveLength(1);
    expect(widget()).toBeNull();
    act(() => settling[0]?.());
    await waitForState(() => expect(widget()).not.toBeNull());
  });

  it("loads nothing, not even its own code, where the site has no chat", () => {
    vi.useFakeTimers();
    const afterSettling = vi.fn();
    render(<ChatWidget config={mockUiConfig("metal")} afterSettling={afterSettling} />);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(afterSettling).not.toHaveBeenCalled();
  });
});
