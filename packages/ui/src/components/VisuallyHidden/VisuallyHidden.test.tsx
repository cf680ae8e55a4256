import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { visuallyHidden } from "../../theme/utils.css";
import { VisuallyHidden } from "./VisuallyHidden";

describe("VisuallyHidden", () => {
  it("keeps its text in the accessible name of the surrounding control", () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close dialog</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole("button", { name: "Close dialog" })).toBeInTheDocument();
  });

  it("applies the visually hidden class and keeps the caller's class", () => {
    render(<VisuallyHidden className="extra">Hidden</VisuallyHidden>);
    const el = screen.getByText("Hidden");
    expect(el).toHaveClass(visuallyHidden);
    expect(el).toHaveClass("extra");
  });
});
