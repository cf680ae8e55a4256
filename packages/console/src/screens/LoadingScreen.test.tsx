import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { LoadingScreen } from "./LoadingScreen";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("LoadingScreen", () => {
  it("shows the logo only after the delay", () => {
    render(<LoadingScreen logoUrl="/logo.svg" logoAlt="Warren" delayMs={500} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByRole("img", { name: "Warren" })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.queryByRole("img", { name: "Warren" })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("img", { name: "Warren" })).toHaveAttribute("src", "/logo.svg");
  });

  it("shows a cactus when there is no logo", () => {
    const { container } = render(<LoadingScreen delayMs={0} />);
    expect(container.querySelector("svg")).not.toBeNull();
  });
});
