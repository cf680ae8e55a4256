import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tooltipCloseDelayMs, tooltipDelayMs } from "../../theme/layout";
import { Tooltip } from "./Tooltip";

afterEach(() => vi.useRealTimers());

describe("Tooltip", () => {
  it("opens on keyboard focus and describes its trigger", async () => {
    render(
      <Tooltip content="Copies the IP address">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole("tooltip");
    expect(tip).toHaveTextContent("Copies the IP address");
    expect(screen.getByRole("button", { name: "Copy" })).toHaveAccessibleDescription("Copies the IP address");
  });

  it("closes on Escape", async () => {
    render(
      <Tooltip content="Details">
        <button type="button">Info</button>
      </Tooltip>,
    );
    await userEvent.tab();
    await screen.findByRole("tooltip");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it(`opens ${tooltipDelayMs} ms after the pointer arrives and closes ${tooltipCloseDelayMs} ms after it leaves`, async () => {
    // The delays are measured on a fake clock: on a busy machine real time passes unevenly between two statements.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    render(
      <Tooltip content="Details">
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Info" });
    await act(async () => void fireEvent.pointerMove(trigger, { pointerType: "mouse" }));
    await act(async () => void vi.advanceTimersByTime(tooltipDelayMs - 1));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Details");

    await leave(trigger);
    await act(async () => void vi.advanceTimersByTime(tooltipCloseDelayMs - 1));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("stays open when the pointer comes back within the close delay", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    render(
      <Tooltip content="Details" delayMs={0}>
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Info" });
    await act(async () => void fireEvent.pointerMove(trigger, { pointerType: "mouse" }));
    await act(async () => void vi.advanceTimersByTime(0));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    await leave(trigger);
    await act(async () => void vi.advanceTimersByTime(tooltipCloseDelayMs - 1));
    await act(async () => {
      fireEvent.pointerEnter(trigger, { pointerType: "mouse" });
      fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    });
    await act(async () => void vi.advanceTimersByTime(tooltipCloseDelayMs * 10));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
  });
});

/** The pointer leaves the trigger, then moves away from both it and the tip (two renders: the tip listens in between). */
async function leave(trigger: HTMLElement) {
  await act(async () => void fireEvent.pointerLeave(trigger, { pointerType: "mouse", clientX: 0, clientY: 0 }));
  await act(async () => void fireEvent.pointerMove(document.body, { pointerType: "mouse", clientX: 500, clientY: 500 }));
}
