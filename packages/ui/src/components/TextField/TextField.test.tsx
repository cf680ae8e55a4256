import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("is labelled by its visible label", async () => {
    render(<TextField label="Username" />);
    const input = screen.getByRole("textbox", { name: "Username" });
    await userEvent.click(screen.getByText("Username"));
    expect(input).toHaveFocus();
  });

  it("gives two fields distinct ids", () => {
    render(
      <>
        <TextField label="Username" />
        <TextField label="Email" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Username" }).id).not.toBe(screen.getByRole("textbox", { name: "Email" }).id);
  });

  it("is valid and has no description by default", () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("links the error to the input and marks it invalid", () => {
    render(<TextField label="Email" error="Email domain is prohibited" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Email domain is prohibited");
  });

  it("reads description, then error, after the caller's own describedby", () => {
    render(
      <>
        <p id="extra">Extra.</p>
        <TextField label="Email" description="We send a reset email." error="Required." aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Extra. We send a reset email. Required.");
  });

  it("marks required fields both for assistive technology and visually", () => {
    render(<TextField label="Username" required />);
    const input = screen.getByRole("textbox", { name: "Username" });
    expect(input).toBeRequired();
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("passes input props through and forwards the ref", async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField ref={ref} label="Email" type="email" name="email" autoComplete="email" placeholder="you@example.com" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("name", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
    await userEvent.type(input, "a@b.c");
    expect(input).toHaveValue("a@b.c");
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it("keeps a caller-supplied id", () => {
    render(<TextField id="login-username" label="Username" />);
    expect(screen.getByRole("textbox", { name: "Username" })).toHaveAttribute("id", "login-username");
  });

  it("renders a trailing control inside the field", () => {
    render(<TextField label="Search" end={<button type="button">Clear</button>} />);
    expect(screen.getByRole("button", { name: "Clear" })).toBeInTheDocument();
  });
});
