import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CactusIcon } from "./CactusIcon";

describe("CactusIcon", () => {
  it("is decorative by default", () => {
    const { container } = render(<CactusIcon />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("is an image named by its title when given one", () => {
    render(<CactusIcon title="Loading" />);
    const img = screen.getByRole("img", { name: "Loading" });
    expect(img).not.toHaveAttribute("aria-hidden");
  });

  it("takes a size", () => {
    const { container } = render(<CactusIcon size={96} />);
    expect(container.querySelector("svg")).toHaveAttribute("width", "96");
  });
});
