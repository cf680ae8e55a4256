import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./Checkbox";

describe("Checkbox", () => {
  it("is a checkbox named by its label, toggled by clicking the label", async () => {
    render(<Checkbox label="I accept the terms" />);
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText("I accept the terms"));
    expect(box).toBeChecked();
  });

  it("toggles with Space", async () => {
    render(<Checkbox label="Backups" />);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(screen.getByRole("checkbox", { name: "Backups" })).toBeChecked();
  });

  it("works controlled", async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <Checkbox
          label="IPv6"
          checked={on}
          onChange={(e) => {
            onChange(e.target.checked);
            setOn(e.target.checked);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole("checkbox", { name: "IPv6" }));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("checkbox", { name: "IPv6" })).not.toBeChecked();
  });

  it("is announced as mixed when indeterminate", () => {
    const { rerender } = render(<Checkbox label="Select all" indeterminate />);
    expect(screen.getByRole("checkbox", { name: "Select all" })).toBePartiallyChecked();
    rerender(<Checkbox label="Select all" />);
    expect(screen.getByRole("checkbox", { name: "Select all" })).not.toBePartiallyChecked();
  });

  it("reads description and error, and marks itself invalid", () => {
    render(<Checkbox label="Terms" description="You can read them at any time." error="Accept the terms to continue." />);
    const box = screen.getByRole("checkbox", { name: "Terms" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("You can read them at any time. Accept the terms to continue.");
  });

  it("cannot be toggled when disabled and forwards the ref", async () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="Locked" disabled />);
    const box = screen.getByRole("checkbox", { name: "Locked" });
    expect(ref.current).toBe(box);
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });
});
