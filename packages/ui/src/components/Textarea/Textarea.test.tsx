import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Textarea } from "./Textarea";

describe("Textarea", () => {
  it("is a multi-line textbox named by its label, 4 rows by default", async () => {
    render(<Textarea label="SSH public key" />);
    const textarea = screen.getByRole("textbox", { name: "SSH public key" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toHaveAttribute("rows", "4");
    await userEvent.click(screen.getByText("SSH public key"));
    expect(textarea).toHaveFocus();
  });

  it("takes typed lines and reports changes", async () => {
    const onChange = vi.fn();
    render(<Textarea label="Notes" onChange={onChange} />);
    const textarea = screen.getByRole("textbox", { name: "Notes" });
    await userEvent.type(textarea, "a{Enter}b");
    expect(textarea).toHaveValue("a\nb");
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("links description and error and marks it invalid", () => {
    render(<Textarea label="Key" description="Starts with ssh-ed25519." error="Not a valid key." />);
    const textarea = screen.getByRole("textbox", { name: "Key" });
    expect(textarea).toHaveAttribute("aria-invalid", "true");
    expect(textarea).toHaveAccessibleDescription("Starts with ssh-ed25519. Not a valid key.");
  });

  it("is valid without an error and required when asked", () => {
    render(<Textarea label="Key" required />);
    const textarea = screen.getByRole("textbox", { name: "Key" });
    expect(textarea).not.toHaveAttribute("aria-invalid");
    expect(textarea).toBeRequired();
  });

  it("counts characters against maxLength when showCount is set", async () => {
    render(<Textarea label="Description" maxLength={20} showCount defaultValue="abc" />);
    expect(screen.getByText("3 / 20")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Description" }), "de");
    expect(screen.getByText("5 / 20")).toBeInTheDocument();
  });

  it("forwards the ref and keeps a caller id", () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea ref={ref} id="cloud-init" label="User data" />);
    expect(ref.current).toBe(screen.getByRole("textbox", { name: "User data" }));
    expect(ref.current).toHaveAttribute("id", "cloud-init");
  });
});
