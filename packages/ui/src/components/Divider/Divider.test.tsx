import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Divider } from "./Divider";

describe("Divider", () => {
  it("is a plain separator without a label", () => {
    const { container } = render(<Divider />);
    const separator = screen.getByRole("separator");
    expect(separator.tagName).toBe("HR");
    expect(container).toHaveTextContent("");
  });

  it("shows a centred label that is also its accessible name", () => {
    render(<Divider label="or" />);
    const separator = screen.getByRole("separator", { name: "or" });
    expect(separator).toHaveTextContent("or");
    expect(separator).toHaveAttribute("aria-orientation", "horizontal");
  });
});
