import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordField } from "./PasswordField";

function getInput() {
  return screen.getByLabelText("Password", { selector: "input" });
}

describe("PasswordField", () => {
  it("hides the password by default", () => {
    render(<PasswordField label="Password" />);
    expect(getInput()).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Show password" })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows and hides the password with the toggle", async () => {
    render(<PasswordField label="Password" />);
    const toggle = screen.getByRole("button", { name: "Show password" });
    await userEvent.click(toggle);
    expect(getInput()).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    expect(getInput()).toHaveAttribute("type", "password");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  it("keeps focus and the typed value in the input when toggled", async () => {
    render(<PasswordField label="Password" />);
    const input = getInput();
    await userEvent.type(input, "s3cret");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveFocus();
    expect(input).toHaveValue("s3cret");
  });

  it("toggles from the keyboard", async () => {
    render(<PasswordField label="Password" />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Show password" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(getInput()).toHaveAttribute("type", "text");
  });

  it("can start visible and take a translated toggle label", () => {
    render(<PasswordField label="Password" defaultVisible toggleLabel="Näita parooli" />);
    expect(getInput()).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Näita parooli" })).toHaveAttribute("aria-pressed", "true");
  });

  it("passes errors through to the field", () => {
    render(<PasswordField label="Password" error="Wrong email or password." />);
    expect(getInput()).toHaveAttribute("aria-invalid", "true");
    expect(getInput()).toHaveAccessibleDescription("Wrong email or password.");
  });

  it("disables the toggle with the field", () => {
    render(<PasswordField label="Password" disabled />);
    expect(getInput()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Show password" })).toBeDisabled();
  });
});
