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

  it("says it is connecting within a second, even when the logo waits longer", () => {
    render(<LoadingScreen logoUrl="/logo.svg" logoAlt="Metal" delayMs={2000} connection={{ kind: "connecting" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole("status")).toHaveTextContent("Connecting to the server…");
    expect(screen.queryByRole("img", { name: "Metal" })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole("img", { name: "Metal" })).toBeInTheDocument();
  });

  it("says at once which try comes next and what the last one said, with 'Retry now'", () => {
    const onRetryNow = vi.fn();
    render(
      <LoadingScreen
        delayMs={500}
        connection={{ kind: "retrying", tryNumber: 2, tries: 4, lastFailure: "Failed to connect to server" }}
        onRetryNow={onRetryNow}
      />,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Retrying the connection to the server (try 2 of 4)…");
    expect(status).toHaveTextContent("The last try failed: Failed to connect to server");
    // The button sits outside the live region, so pressing it is not read out as part of the message.
    const button = screen.getByRole("button", { name: "Retry now" });
    expect(status).not.toContainElement(button);
    act(() => button.click());
    expect(onRetryNow).toHaveBeenCalledOnce();
  });

  it("says so when the browser is offline", () => {
    render(<LoadingScreen delayMs={0} connection={{ kind: "offline" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("You are offline. The console connects to the server when the network is back.");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
