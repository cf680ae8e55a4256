import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";

describe("Button", () => {
  it("defaults to type button so it does not submit forms", async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Cancel</Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Cancel" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits when asked to", async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit">Log In</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("calls onClick", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("while loading is disabled, busy and shows a spinner hidden from screen readers", async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Send Email
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send Email" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is not busy when not loading", () => {
    render(<Button>Back</Button>);
    expect(screen.getByRole("button", { name: "Back" })).not.toHaveAttribute("aria-busy");
  });

  it("gives each variant its own class", () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="danger">B</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "A" }).className).not.toBe(screen.getByRole("button", { name: "B" }).className);
  });

  it("forwards ref and extra props", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} aria-describedby="hint" className="mine">
        More
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole("button", { name: "More" }));
    expect(ref.current).toHaveAttribute("aria-describedby", "hint");
    expect(ref.current).toHaveClass("mine");
  });
});
