import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import * as layout from "../../internal/layout.css";
import { Stack } from "./Stack";

describe("Stack", () => {
  it("renders a div with the medium gap and stretched children by default", () => {
    render(
      <Stack data-testid="stack">
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    const stack = screen.getByTestId("stack");
    expect(stack.tagName).toBe("DIV");
    expect(stack).toHaveClass(layout.gap.md, layout.align.stretch);
    expect(stack).not.toHaveClass(layout.gap.lg);
    expect(stack).toHaveTextContent("OneTwo");
  });

  it.each([
    ["none", layout.gap.none],
    ["xxs", layout.gap.xxs],
    ["xs", layout.gap.xs],
    ["sm", layout.gap.sm],
    ["md", layout.gap.md],
    ["lg", layout.gap.lg],
    ["xl", layout.gap.xl],
  ] as const)("puts the %s gap of the space scale between its children", (gap, className) => {
    render(<Stack data-testid="stack" gap={gap} />);
    expect(screen.getByTestId("stack")).toHaveClass(className);
  });

  it("aligns its children as asked", () => {
    render(<Stack data-testid="stack" align="center" />);
    expect(screen.getByTestId("stack")).toHaveClass(layout.align.center);
    expect(screen.getByTestId("stack")).not.toHaveClass(layout.align.stretch);
  });

  it("renders a list without bullets that is still a list, keeping its own class", () => {
    render(
      <Stack as="ul" aria-label="Disks" className="mine">
        <li>disk-1</li>
        <li>disk-2</li>
      </Stack>,
    );
    const list = screen.getByRole("list", { name: "Disks" });
    expect(list).toHaveClass(layout.listReset, "mine");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("renders a labelled region as a section and passes its attributes on", () => {
    render(
      <Stack as="section" aria-labelledby="t" id="panel">
        <h2 id="t">Disks</h2>
      </Stack>,
    );
    expect(screen.getByRole("region", { name: "Disks" })).toHaveAttribute("id", "panel");
  });

  it("renders a form that takes form attributes", () => {
    render(<Stack as="form" aria-label="Rename" noValidate />);
    const form = screen.getByRole("form", { name: "Rename" });
    expect(form).toHaveAttribute("novalidate");
    expect(form).not.toHaveClass(layout.listReset);
  });

  it("forwards the ref to the element it renders", () => {
    const ref = createRef<HTMLElement>();
    render(<Stack as="nav" ref={ref} aria-label="Sections" />);
    expect(ref.current?.tagName).toBe("NAV");
  });
});
