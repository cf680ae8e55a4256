import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it("is announced as a busy indicator named Loading by default", () => {
    render(<Spinner />);
    expect(screen.getByRole("progressbar", { name: "Loading" })).toHaveAttribute("aria-busy", "true");
  });

  it("takes a custom accessible name", () => {
    render(<Spinner label="Loading invoices" />);
    expect(screen.getByRole("progressbar", { name: "Loading invoices" })).toBeInTheDocument();
  });

  it("is hidden from assistive technology when decorative", () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });
});
