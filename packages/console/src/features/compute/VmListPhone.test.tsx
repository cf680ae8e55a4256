import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { setupMockApi } from "../../testing/mockApi";
import { addVms, renderComputeRoute } from "../../shared/compute/testing";
import { PHONE_ROW_HEIGHT } from "./VmRows";

// On a phone the VM list is a column of cards: same data, a sort select for the headers it hides, still virtual.
const mock = setupMockApi({ configName: "default", layout: true });

const table = () => screen.getByRole("region", { name: "Virtual machines table" });
const rowNames = () =>
  within(table())
    .getAllByRole("link")
    .map((link) => link.textContent);
const vmRows = () => within(table()).getAllByRole("row").filter((row) => row.getAttribute("aria-rowindex") !== "1");

beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("max-width: 700px"), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe("the compute list on a phone", () => {
  it("sorts by the 'Sort by' select that stands in for the column headers", async () => {
    const { user } = renderComputeRoute("/compute");
    await screen.findByText("7 virtual machines");
    const sortBy = screen.getByRole("combobox", { name: "Sort by" });
    expect(sortBy).toHaveValue("ascending:name");
    await user.selectOptions(sortBy, "Name, descending");
    await waitFor(() => expect(rowNames()).toEqual(["win-desktop", "web-2", "web-1", "new-worker", "jakarta-app", "db-primary", "backup-box"]));
    expect(within(table()).getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "descending");
    // The headers and the select are one sort.
    await user.selectOptions(sortBy, "vCPU / RAM, ascending");
    expect(within(table()).getByRole("columnheader", { name: /^vCPU/ })).toHaveAttribute("aria-sort", "ascending");
  });

  it("keeps a long list virtual, every card as tall as the next", async () => {
    addVms(mock, 500);
    renderComputeRoute("/compute");
    await screen.findByText("507 virtual machines");
    await waitFor(() => expect(vmRows().length).toBeLessThan(40));
    // The spacers and the rendered cards add up to the whole list at the card's height.
    const spacers = within(table()).queryAllByRole("row", { hidden: true }).filter((row) => row.getAttribute("aria-hidden") === "true");
    const spaced = spacers.reduce((total, row) => total + Number.parseFloat(row.style.height), 0);
    expect(spaced + vmRows().length * PHONE_ROW_HEIGHT).toBe(507 * PHONE_ROW_HEIGHT);
  });
});
