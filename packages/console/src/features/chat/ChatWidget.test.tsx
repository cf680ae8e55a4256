import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { ChatWidget } from "./ChatWidget";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("ChatWidget", () => {
  it("loads the configured widget 1500 ms after mount", () => {
    vi.useFakeTimers();
    render(<ChatWidget config={mockUiConfig("default")} />);
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(document.querySelector("script[data-chat-widget]")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.querySelector("script[data-chat-widget='tawk']")).not.toBeNull();
  });
});
