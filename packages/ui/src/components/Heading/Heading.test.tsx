import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Heading } from "./Heading";

describe("Heading", () => {
  it.each([1, 2, 3, 4] as const)("level %i renders a heading of that level", (level) => {
    render(<Heading level={level}>Forgot password</Heading>);
    expect(screen.getByRole("heading", { level, name: "Forgot password" })).toBeInTheDocument();
  });

  it("can look like another level without changing the outline", () => {
    render(
      <>
        <Heading level={2} visualLevel={1}>
          A
        </Heading>
        <Heading level={1}>B</Heading>
      </>,
    );
    const a = screen.getByRole("heading", { level: 2, name: "A" });
    expect(a.className).toBe(screen.getByRole("heading", { level: 1, name: "B" }).className);
  });
});
