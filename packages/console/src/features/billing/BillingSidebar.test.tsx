import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { setupMockApi } from "../../testing/mockApi";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { BillingSidebar } from "./BillingSidebar";
import { demoAccount } from "./testing";

const mock = setupMockApi({ configName: "default" });

describe("the Billing sidebar", () => {
  it("lists every billing account with its credit, or what needs fixing, the default marked, and the create button", async () => {
    const limited = demoAccount(mock, "Side project");
    mock.store.state.billingAccounts.push({ ...demoAccount(mock, "Old project"), id: 999, title: "Closed one", is_deleted: true });
    renderRoutes([{ path: "billing", element: <BillingSidebar /> }], "/billing");
    const sidebar = await screen.findByRole("complementary", { name: "Billing" });
    expect(within(sidebar).getByRole("link", { name: "Create billing account" })).toHaveAttribute("href", "/billing/create");
    const links = await within(sidebar).findAllByRole("link", { name: /project|Personal|Acme/ });
    expect(links.map((link) => link.querySelector("span")?.textContent)).toEqual(["Personal (default)", "Acme OÜ", "Side project", "Old project"]);
    const side = within(sidebar).getByRole("link", { name: /Side project/ });
    expect(side).toHaveAttribute("href", `/billing/account/${limited.id}`);
    expect(side).toHaveTextContent("Limited");
    expect(within(sidebar).getByRole("link", { name: /Old project/ })).toHaveTextContent("€3.20");
    expect(within(sidebar).queryByRole("link", { name: /Closed one/ })).not.toBeInTheDocument();
  });
});
