import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import { pageTitle, usePageTitle } from "./usePageTitle";

function Title({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

afterEach(() => vi.useRealTimers());

describe("page titles", () => {
  it("joins page and site", () => {
    expect(pageTitle("Compute", "Warren")).toBe("Compute - Warren");
    expect(pageTitle(undefined, "Warren")).toBe("Warren");
  });

  it("shows a direction control in the title by its code point, so the tab reads as written", () => {
    expect(pageTitle("\u202Eevil.exe", "Warren")).toBe("⟨U+202E⟩evil.exe - Warren");
  });

  it("writes the title only once it has stayed the same for 2 s", () => {
    vi.useFakeTimers();
    document.title = "before";
    const { rerender } = render(<Title title="Compute - Warren" />);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    rerender(<Title title="Network - Warren" />);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(document.title).toBe("before");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.title).toBe("Network - Warren");
  });
});
