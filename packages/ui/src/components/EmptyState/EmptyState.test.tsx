import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("shows a heading, the text and an action that works", async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        title="No servers yet"
        text="Create your first server to get started."
        action={
          <button type="button" onClick={onCreate}>
            Create server
          </button>
        }
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "No servers yet" })).toBeInTheDocument();
    expect(screen.getByText("Create your first server to get started.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create server" }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it("hides the icon from screen readers", () => {
    render(<EmptyState title="No invoices" icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("takes another heading level and is labelled when asked", () => {
    render(<EmptyState title="No backups" level={3} aria-label="Backups" />);
    expect(screen.getByRole("heading", { level: 3, name: "No backups" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Backups" })).toBeInTheDocument();
  });
});
