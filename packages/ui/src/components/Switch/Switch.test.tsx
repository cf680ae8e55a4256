import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Switch } from "./Switch";

describe("Switch", () => {
  it("is a switch named by its label", () => {
    render(<Switch label="Dark mode" />);
    expect(screen.getByRole("switch", { name: "Dark mode" })).not.toBeChecked();
  });

  it("toggles with Space", async () => {
    render(<Switch label="Backups" />);
    const sw = screen.getByRole("switch", { name: "Backups" });
    await userEvent.tab();
    expect(sw).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(sw).toBeChecked();
    await userEvent.keyboard(" ");
    expect(sw).not.toBeChecked();
  });

  it("toggles when the label text is clicked", async () => {
    render(<Switch label="Backups" />);
    await userEvent.click(screen.getByText("Backups"));
    expect(screen.getByRole("switch", { name: "Backups" })).toBeChecked();
  });

  it("works controlled", async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <Switch
          label="MFA"
          checked={on}
          onChange={(e) => {
            onChange(e.target.checked);
            setOn(e.target.checked);
          }}
        />
      );
    }
    render(<Controlled />);
    const sw = screen.getByRole("switch", { name: "MFA" });
    expect(sw).toBeChecked();
    await userEvent.click(sw);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(sw).not.toBeChecked();
  });

  it("reads its description", () => {
    render(<Switch label="Backups" description="Daily at 03:00" />);
    expect(screen.getByRole("switch", { name: "Backups" })).toHaveAccessibleDescription("Daily at 03:00");
  });

  it("cannot be toggled when disabled", async () => {
    render(<Switch label="Backups" disabled />);
    const sw = screen.getByRole("switch", { name: "Backups" });
    await userEvent.click(sw);
    expect(sw).not.toBeChecked();
    expect(sw).toBeDisabled();
  });
});
