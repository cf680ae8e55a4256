import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentPropsWithRef, MouseEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { visuallyHidden } from "../../theme/utils.css";
import * as styles from "./Menu.css";
import { Menu, type MenuEntry, type MenuLinkProps } from "./Menu";

/** Behaves like a router's Link: runs the caller's onClick, then navigates in-app unless that prevented it. */
function routerLink(navigate: (to: string) => void) {
  function RouterLink({ to, onClick, children, ...rest }: ComponentPropsWithRef<"a"> & { to: string }) {
    const click = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      navigate(to);
    };
    return (
      <a {...rest} href={to} onClick={click}>
        {children}
      </a>
    );
  }
  return ({ href, children }: MenuLinkProps) => <RouterLink to={href}>{children}</RouterLink>;
}

const createEntries: MenuEntry[] = [
  {
    label: "Resource types",
    labelHidden: true,
    items: [
      { label: "Virtual machine", href: "/compute/create" },
      { label: "Bucket", href: "/storage/create" },
    ],
  },
  {
    label: "Application catalog",
    items: [
      { label: "WordPress", href: "/compute/create?typeId=app_catalog&osName=wordpress" },
      { label: "PostgreSQL", href: "/services/create?osName=postgres" },
    ],
  },
];

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

  describe("groups and router links (the Create menu)", () => {
    it("names each group by its label, shown or read out only", async () => {
      render(<Menu label="Create" items={createEntries} />);
      await userEvent.click(screen.getByRole("button", { name: "Create" }));
      const types = screen.getByRole("group", { name: "Resource types" });
      const catalog = screen.getByRole("group", { name: "Application catalog" });
      expect(within(types).getAllByRole("menuitem").map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
        ["Virtual machine", "/compute/create"],
        ["Bucket", "/storage/create"],
      ]);
      expect(within(catalog).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["WordPress", "PostgreSQL"]);
      expect(screen.getByText("Resource types")).toHaveClass(visuallyHidden);
      expect(screen.getByText("Application catalog")).not.toHaveClass(visuallyHidden);
    });

    it("moves through the groups with the arrow keys and typeahead", async () => {
      render(<Menu label="Create" items={createEntries} />);
      await userEvent.tab();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(screen.getByRole("menuitem", { name: "Virtual machine" })).toHaveFocus());
      await userEvent.keyboard("{ArrowDown}{ArrowDown}");
      expect(screen.getByRole("menuitem", { name: "WordPress" })).toHaveFocus();
      await userEvent.keyboard("p");
      expect(screen.getByRole("menuitem", { name: "PostgreSQL" })).toHaveFocus();
    });

    it("follows a link item through the caller's router link on click, and closes", async () => {
      const navigate = vi.fn();
      render(<Menu label="Create" items={createEntries} renderLink={routerLink(navigate)} />);
      await userEvent.click(screen.getByRole("button", { name: "Create" }));
      const item = screen.getByRole("menuitem", { name: "Bucket" });
      expect(item.tagName).toBe("A");
      expect(item).toHaveAttribute("href", "/storage/create");
      expect(item).toHaveClass(styles.item);
      await userEvent.click(item);
      expect(navigate).toHaveBeenCalledExactlyOnceWith("/storage/create");
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    });

    it("follows a link item chosen with Enter, and closes", async () => {
      const navigate = vi.fn();
      render(<Menu label="Create" items={createEntries} renderLink={routerLink(navigate)} />);
      await userEvent.tab();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(screen.getByRole("menuitem", { name: "Virtual machine" })).toHaveFocus());
      await userEvent.keyboard("{End}{Enter}");
      expect(navigate).toHaveBeenCalledExactlyOnceWith("/services/create?osName=postgres");
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    });

    it("does not render a disabled link item as a link", async () => {
      render(<Menu items={[{ label: "Bare metal", href: "/metal/create", disabled: true, disabledReason: "No machines free" }]} renderLink={routerLink(vi.fn())} />);
      await userEvent.click(screen.getByRole("button", { name: "Actions" }));
      const item = screen.getByRole("menuitem", { name: "Bare metal" });
      expect(item.tagName).not.toBe("A");
      expect(item).toHaveAccessibleDescription("No machines free");
    });

    it("spans the phone's width only when asked", async () => {
      const { unmount } = render(<Menu items={entries()} defaultOpen fullWidthOnMobile />);
      expect(await screen.findByRole("menu")).toHaveClass(styles.fullWidthOnMobile);
      unmount();
      render(<Menu items={entries()} defaultOpen />);
      expect(await screen.findByRole("menu")).not.toHaveClass(styles.fullWidthOnMobile);
    });

    it("opens and closes under the caller's control, so it can load items when opened", async () => {
      const onOpenChange = vi.fn();
      const { rerender } = render(<Menu label="Create" items={createEntries} open={false} onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole("button", { name: "Create" }));
      expect(onOpenChange).toHaveBeenCalledWith(true);
      expect(screen.queryByRole("menu")).not.toBeInTheDocument();
      rerender(<Menu label="Create" items={createEntries} open onOpenChange={onOpenChange} />);
      expect(screen.getByRole("menu")).toBeInTheDocument();
    });
  });
});
