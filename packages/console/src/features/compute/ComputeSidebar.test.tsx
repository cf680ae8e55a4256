import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router";
import { setupMockApi } from "../../testing/mockApi";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { ComputeSidebar } from "./ComputeSidebar";
import { addVms } from "../../shared/compute/testing";

const mock = setupMockApi({ configName: "default" });

function renderSidebar() {
  return renderRoutes([], "/sidebar", <Route path="sidebar" element={<ComputeSidebar />} />);
}

describe("the Compute sidebar", () => {
  it("lists every VM of a short list, each a link to its page, and filters them", async () => {
    const { user } = renderSidebar();
    const nav = await screen.findByRole("navigation", { name: "Compute resources" });
    const names = mock.store.state.vms.map((vm) => vm.name);
    await waitFor(() => {
      const texts = within(nav).getAllByRole("link").map((link) => link.textContent ?? "");
      expect(names.filter((name) => !texts.some((text) => text.includes(name)))).toEqual([]);
    });
    const [name] = names;
    await user.type(within(nav).getByRole("searchbox", { name: "Filter resources" }), name ?? "");
    await waitFor(() => expect(within(nav).getAllByRole("link", { name: new RegExp(name ?? "") }).length).toBeGreaterThan(0));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("renders only the rows in view of a long list, in a box as tall as all of them", async () => {
    addVms(mock, 500);
    // jsdom lays nothing out: the list's box is given the height a browser would, 600 px.
    vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(600);
    const { user } = renderSidebar();
    const nav = await screen.findByRole("navigation", { name: "Compute resources" });
    const total = mock.store.state.vms.length;
    await waitFor(() => expect(within(nav).getByText(`Virtual machines (${total})`)).toBeInTheDocument());
    // A heading and a row per VM, a heading and a row per bare metal lease, 36 px each.
    const leases = mock.store.state.metalLeases.length;
    expect(within(nav).getByRole("list")).toHaveStyle({ height: `${(1 + total + (leases > 0 ? 1 + leases : 0)) * 36}px` });
    // The first rows show while the windowing code loads; then only those in view and a few more.
    const rowLinks = () => within(within(nav).getByRole("list")).queryAllByRole("link").length;
    await waitFor(() => expect(rowLinks()).toBeLessThan(50));
    expect(rowLinks()).toBeGreaterThan(10);
    await user.type(within(nav).getByRole("searchbox", { name: "Filter resources" }), "bulk-0499");
    expect(await within(nav).findByRole("link", { name: /bulk-0499/ })).toHaveAttribute("href", expect.stringMatching(/^\/compute\/vm\//));
  });
});
