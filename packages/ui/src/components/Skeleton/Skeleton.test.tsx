import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton } from "./Skeleton";

describe("Skeleton", () => {
  it("is hidden from screen readers", () => {
    render(
      <div aria-busy="true" aria-label="Servers" role="region">
        <Skeleton data-testid="s" />
      </div>,
    );
    expect(screen.getByTestId("s")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("region", { name: "Servers" })).toHaveAttribute("aria-busy", "true");
  });

  it("takes a width and height", () => {
    render(<Skeleton data-testid="s" variant="rect" width="200px" height="120px" />);
    expect(screen.getByTestId("s")).toHaveStyle({ width: "200px", height: "120px" });
  });

  it("makes circles as wide as they are high", () => {
    render(<Skeleton data-testid="s" variant="circle" height="40px" />);
    expect(screen.getByTestId("s")).toHaveStyle({ width: "40px", height: "40px" });
  });

  it("draws several text lines with a shorter last one", () => {
    render(<Skeleton data-testid="s" lines={3} />);
    const lines = screen.getByTestId("s").querySelectorAll("[data-skeleton-line]");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveStyle({ width: "60%" });
    expect(lines[0]).toHaveStyle({ width: "100%" });
  });
});
