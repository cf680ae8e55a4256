import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterBar } from "./FilterBar";

describe("FilterBar", () => {
  it("is a search landmark named by its label, holding the filter fields", () => {
    render(
      <FilterBar label="Filter invoices">
        <input aria-label="Search" />
      </FilterBar>,
    );
    expect(screen.getByRole("search", { name: "Filter invoices" })).toContainElement(screen.getByRole("textbox", { name: "Search" }));
  });

  it("offers Clear filters only when there is something to clear", async () => {
    const onReset = vi.fn();
    const { rerender } = render(
      <FilterBar label="Filter" onReset={onReset} canReset={false}>
        <input aria-label="Search" />
      </FilterBar>,
    );
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
    rerender(
      <FilterBar label="Filter" onReset={onReset}>
        <input aria-label="Search" />
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it("has no clear button without onReset and takes another label for it", () => {
    const { rerender } = render(
      <FilterBar label="Filter">
        <input aria-label="Search" />
      </FilterBar>,
    );
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    rerender(
      <FilterBar label="Filter" onReset={() => {}} resetLabel="Reset">
        <input aria-label="Search" />
      </FilterBar>,
    );
    expect(screen.getByRole("button", { name: "Reset" })).toBeInTheDocument();
  });
});
