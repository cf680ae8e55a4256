import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { dismissToasts, renderBillingRoute } from "../testing";

// On a phone each account is a card: its title, its available credit, its state with the explanation folded behind it.
describe("the billing list on a phone", () => {
  setupMockApi({ configName: "default" });
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("max-width: 700px"), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
  });
  afterEach(() => {
    dismissToasts();
    vi.unstubAllGlobals();
  });

  it("folds a state's explanation behind its badges, opened by pressing them", async () => {
    const { user } = renderBillingRoute("/billing");
    const table = await screen.findByRole("table", { name: "Billing accounts" });
    const limited = within(table).getByRole("link", { name: /Side project/ }).closest("tr");
    if (!limited) throw new Error("no row for Side project");
    const explanation = within(limited).getByText(/Top up the account to lift the limit\./);
    const details = explanation.closest("details");
    expect(details).not.toHaveAttribute("open");
    await user.click(within(limited).getByText("Limited"));
    expect(details).toHaveAttribute("open");
    // An account with nothing to fix has nothing to fold.
    const personal = within(table).getByRole("link", { name: /Personal/ }).closest("tr");
    expect(personal?.querySelector("details")).toBeNull();
  });

  it("sorts by the 'Sort by' select in place of the column headers", async () => {
    const { user } = renderBillingRoute("/billing");
    const table = await screen.findByRole("table", { name: "Billing accounts" });
    const titles = () => within(table).getAllByRole("rowheader").map((cell) => cell.textContent);
    const byTitle = titles();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Title, descending");
    expect(titles()).toEqual([...byTitle].reverse());
    expect(within(table).getByRole("columnheader", { name: "Title" })).toHaveAttribute("aria-sort", "descending");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Available credit, ascending");
    expect(within(table).getByRole("columnheader", { name: "Available credit" })).toHaveAttribute("aria-sort", "ascending");
  });
});
