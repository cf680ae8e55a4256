import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { tooltipCloseDelayMs, tooltipDelayMs } from "../../theme/layout";
import { Tooltip } from "./Tooltip";

// Real timers, as in CopyButton: fake ones starve Testing Library's async helpers on a busy machine.
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
    render(
      <Tooltip content="Details">
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Info" });
    const enteredAt = Date.now();
    await act(async () => fireEvent.pointerMove(trigger, { pointerType: "mouse" }));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await screen.findByRole("tooltip", {}, { timeout: tooltipDelayMs * 6 });
    expect(Date.now() - enteredAt).toBeGreaterThanOrEqual(tooltipDelayMs - 20);

    const leftAt = Date.now();
    await act(async () => fireEvent.pointerLeave(trigger, { pointerType: "mouse", clientX: 0, clientY: 0 }));
    await act(async () => fireEvent.pointerMove(document.body, { pointerType: "mouse", clientX: 500, clientY: 500 }));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument(), { timeout: tooltipCloseDelayMs * 10 });
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(tooltipCloseDelayMs - 20);
  });

  it("stays open when the pointer comes back within the close delay", async () => {
    render(
      <Tooltip content="Details" delayMs={0}>
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Info" });
    await act(async () => fireEvent.pointerMove(trigger, { pointerType: "mouse" }));
    await screen.findByRole("tooltip");
    await act(async () => fireEvent.pointerLeave(trigger, { pointerType: "mouse", clientX: 0, clientY: 0 }));
    await act(async () => fireEvent.pointerMove(document.body, { pointerType: "mouse", clientX: 500, clientY: 500 }));
    await act(async () => {
      fireEvent.pointerEnter(trigger, { pointerType: "mouse" });
      fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    });
    await new Promise((resolve) => setTimeout(resolve, tooltipCloseDelayMs * 2));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
  });
});
