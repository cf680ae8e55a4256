import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Menu, type MenuEntry } from "./Menu";

function entries(onStop = vi.fn(), onDelete = vi.fn()): MenuEntry[] {
  return [
    { label: "Stop", onSelect: onStop },
    { label: "Resize", disabled: true, disabledReason: "Stop the server first" },
    { label: "Open console", href: "/console/web-1" },
    "separator",
    { label: "Delete", tone: "danger", onSelect: onDelete },
  ];
}

describe("Menu", () => {
  it("is a menu button that opens a menu of items", async () => {
    render(<Menu items={entries()} />);
    const trigger = screen.getByRole("button", { name: "Actions" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("menu")).toBeInTheDocument();
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Stop", "ResizeStop the server first", "Open console", "Delete"]);
    expect(screen.getAllByRole("menuitem").map((item) => item.getAttribute("aria-describedby") === null)).toEqual([true, false, true, true]);
    expect(screen.getByRole("separator")).toBeInTheDocument();
  });

  it("runs an action chosen by click, closes and returns focus to the trigger", async () => {
    const onStop = vi.fn();
    render(<Menu items={entries(onStop)} />);
    await userEvent.click(screen.getByRole("button", { name: "Actions" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Stop" }));
    expect(onStop).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Actions" })).toHaveFocus();
  });

  it("is used from the keyboard: Enter opens, arrows move (through disabled items), Enter chooses", async () => {
    const onDelete = vi.fn();
    render(<Menu items={entries(vi.fn(), onDelete)} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Stop" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Resize" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("keeps a disabled item focusable, says why, and does not run or close on it", async () => {
    const onSelect = vi.fn();
    render(<Menu items={[{ label: "Resize", disabled: true, disabledReason: "Stop the server first", onSelect }]} />);
    await userEvent.click(screen.getByRole("button", { name: "Actions" }));
    const item = screen.getByRole("menuitem", { name: "Resize" });
    expect(item).toHaveAttribute("aria-disabled", "true");
    expect(item).toHaveAccessibleDescription("Stop the server first");
    await userEvent.click(item);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole("menu")).toBeInTheDocument();
  });

  it("closes on Escape", async () => {
    render(<Menu items={entries()} />);
    await userEvent.click(screen.getByRole("button", { name: "Actions" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Actions" })).toHaveFocus();
  });

  it("renders link items as links and takes a custom trigger", async () => {
    render(
      <Menu
        items={entries()}
        trigger={
          <button type="button" aria-label="More actions for web-1">
            …
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "More actions for web-1" }));
    const link = screen.getByRole("menuitem", { name: "Open console" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/console/web-1");
  });
});
