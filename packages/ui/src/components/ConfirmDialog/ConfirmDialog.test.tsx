import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../Button/Button";
import { ConfirmDialog } from "./ConfirmDialog";

function deferred() {
  let resolve: () => void = () => {};
  let reject: (e: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("ConfirmDialog", () => {
  it("is an alert dialog that starts on Cancel so Enter cannot delete by accident", async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog trigger={<Button>Delete</Button>} title="Delete server web-1?" description="This cannot be undone." onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete server web-1?" });
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.");
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms and closes when onConfirm returns nothing", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog defaultOpen title="Delete key?" confirmLabel="Delete key" onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete key" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("keeps confirm disabled until the typed text equals the name exactly", async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog defaultOpen title="Delete server?" confirmationText="web-1" onConfirm={onConfirm} />);
    const field = screen.getByRole("textbox", { name: "Type web-1 to confirm" });
    await waitFor(() => expect(field).toHaveFocus());
    const confirm = screen.getByRole("button", { name: "Delete" });
    expect(confirm).toBeDisabled();
    await userEvent.type(field, "web-");
    expect(confirm).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, "1");
    expect(confirm).toBeEnabled();
    await userEvent.type(field, "{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("clears the typed name when closed and reopened", async () => {
    render(<ConfirmDialog trigger={<Button>Remove</Button>} title="Delete?" confirmationText="db" onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    await userEvent.type(screen.getByRole("textbox"), "db");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.getByRole("textbox")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled();
  });

  it("is pending while the returned promise runs, cannot be dismissed, and closes when it resolves", async () => {
    const job = deferred();
    render(<ConfirmDialog defaultOpen title="Delete?" onConfirm={() => job.promise} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = screen.getByRole("button", { name: "Delete" });
    expect(confirm).toHaveAttribute("aria-busy", "true");
    expect(confirm).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    job.resolve();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("stays open with the error shown when the promise rejects", async () => {
    function WithError() {
      const [error, setError] = useState<string>();
      return (
        <ConfirmDialog
          defaultOpen
          title="Delete?"
          error={error}
          onConfirm={() =>
            Promise.reject(new Error("busy")).catch((e: Error) => {
              setError(`Could not delete: ${e.message}`);
              throw e;
            })
          }
        />
      );
    }
    render(<WithError />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not delete: busy");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete" })).toBeEnabled();
  });

  it("shows the rejection's message when the caller gives no error, and clears it on retry", async () => {
    let attempt = 0;
    render(
      <ConfirmDialog
        defaultOpen
        title="Delete?"
        onConfirm={() => {
          attempt += 1;
          return attempt === 1 ? Promise.reject(new Error("The server is busy")) : new Promise(() => {});
        }}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The server is busy");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the caller's pending state", () => {
    render(<ConfirmDialog open title="Delete?" pending onConfirm={() => {}} />);
    expect(screen.getByRole("button", { name: "Delete" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
  });

  it("uses a primary confirm button for non-destructive actions", () => {
    const first = render(<ConfirmDialog open title="A" confirmLabel="Restart" tone="primary" onConfirm={() => {}} />);
    const primaryClass = screen.getByRole("button", { name: "Restart" }).className;
    first.unmount();
    render(<ConfirmDialog open title="B" confirmLabel="Stop" onConfirm={() => {}} />);
    expect(screen.getByRole("button", { name: "Stop" }).className).not.toBe(primaryClass);
  });
});
