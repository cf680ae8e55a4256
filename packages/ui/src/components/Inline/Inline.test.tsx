import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import * as layout from "../../internal/layout.css";
import * as styles from "./Inline.css";
import { Inline } from "./Inline";

describe("Inline", () => {
  it("renders a wrapping row with the small gap, centred children and start justification by default", () => {
    render(
      <Inline data-testid="row">
        <button type="button">Refresh</button>
        <button type="button">Create</button>
      </Inline>,
    );
    const row = screen.getByTestId("row");
    expect(row.tagName).toBe("DIV");
    expect(row).toHaveClass(layout.gap.sm, layout.align.center, styles.justify.start, styles.wrap.wrap);
    expect(row).not.toHaveClass(styles.collapseBelow.mobile);
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
    render(<Inline data-testid="row" gap={gap} />);
    expect(screen.getByTestId("row")).toHaveClass(className);
  });

  it.each([
    ["start", styles.justify.start],
    ["center", styles.justify.center],
    ["end", styles.justify.end],
    ["between", styles.justify.between],
  ] as const)("justifies its children to %s", (justify, className) => {
    render(<Inline data-testid="row" justify={justify} />);
    expect(screen.getByTestId("row")).toHaveClass(className);
  });

  it("aligns, stops wrapping and stacks on phones when asked", () => {
    render(<Inline data-testid="row" align="end" wrap={false} collapseBelow="mobile" />);
    const row = screen.getByTestId("row");
    expect(row).toHaveClass(layout.align.end, styles.wrap.nowrap, styles.collapseBelow.mobile);
    expect(row).not.toHaveClass(styles.wrap.wrap);
  });

  it("renders a list of items without bullets that is still a list", () => {
    render(
      <Inline as="ul" aria-label="Tags" className="mine">
        <li>Primary</li>
        <li>Shared</li>
      </Inline>,
    );
    const list = screen.getByRole("list", { name: "Tags" });
    expect(list).toHaveClass(layout.listReset, "mine");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("renders a form row that takes form attributes and submits", () => {
    let submitted = false;
    render(
      <Inline
        as="form"
        aria-label="Add a disk"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <button type="submit">Add disk</button>
      </Inline>,
    );
    expect(screen.getByRole("form", { name: "Add a disk" })).toHaveAttribute("novalidate");
    screen.getByRole("button", { name: "Add disk" }).click();
    expect(submitted).toBe(true);
  });

  it("renders inline text as a span and forwards the ref", () => {
    const ref = createRef<HTMLElement>();
    render(<Inline as="span" ref={ref} data-testid="row" />);
    expect(screen.getByTestId("row").tagName).toBe("SPAN");
    expect(ref.current).toBe(screen.getByTestId("row"));
  });
});
