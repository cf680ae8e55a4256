import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { Dialog, DialogClose } from "./Dialog";

function Example(props: Partial<Parameters<typeof Dialog>[0]>) {
  return (
    <>
      <p>Page behind</p>
      <Dialog
        trigger={<Button>Rename</Button>}
        title="Rename server"
        description="The name is shown in lists."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button>Save</Button>
          </>
        }
        {...props}
      >
        <TextField label="Name" />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens from its trigger as a modal dialog named by its title and described by its description", async () => {
    render(<Example />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    const dialog = screen.getByRole("dialog", { name: "Rename server" });
    expect(dialog).toHaveAccessibleDescription("The name is shown in lists.");
    expect(screen.getByRole("heading", { name: "Rename server" })).toBeInTheDocument();
  });

  it("moves focus inside and keeps Tab within the dialog", async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    const dialog = screen.getByRole("dialog");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Rename" });
    await userEvent.click(trigger);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("closes from the × button and from a DialogClose in the footer", async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("hides the page behind from assistive technology while open", async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    expect(screen.queryByText("Page behind")).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Rename" })).not.toBeInTheDocument();
  });

  it("works controlled and returns focus to the button that opened it", async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Controlled">
            Body
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    expect(screen.getByRole("dialog", { name: "Controlled" })).not.toHaveAttribute("aria-describedby");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("stays open on Escape and hides the close button when not dismissible", async () => {
    const onOpenChange = vi.fn();
    render(<Example defaultOpen dismissible={false} onOpenChange={onOpenChange} />);
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("wraps body and footer in a form when onSubmit is given, so Enter submits", async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <Dialog defaultOpen title="Rename" onSubmit={onSubmit} footer={<Button type="submit">Save</Button>}>
        <TextField label="Name" />
      </Dialog>,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "web-1{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("focuses the initial focus element when given", async () => {
    function WithInitial() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Dialog defaultOpen title="Rename" initialFocusRef={ref} footer={<Button>Save</Button>}>
          <TextField label="First" />
          <TextField ref={ref} label="Second" />
        </Dialog>
      );
    }
    render(<WithInitial />);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Second" })).toHaveFocus());
  });

  it("renders only its trigger until first opened, then loads its code and opens, focus inside and back on close", async () => {
    // A fresh copy of the module, whose dialog code has not been loaded by anyone.
    vi.resetModules();
    const fresh = await import("./Dialog");
    const { Button: FreshButton } = await import("../Button/Button");
    render(
      <fresh.Dialog trigger={<FreshButton>Rename</FreshButton>} title="Rename server" footer={<fresh.DialogClose asChild><FreshButton>Cancel</FreshButton></fresh.DialogClose>}>
        <p>Body</p>
      </fresh.Dialog>,
    );
    const trigger = screen.getByRole("button", { name: "Rename" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Rename server" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
