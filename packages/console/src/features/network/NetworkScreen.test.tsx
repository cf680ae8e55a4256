import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { setupMockApi } from "../../testing/mockApi";
import { holdUntilAllStarted } from "../../testing/parallelRequests";
import { renderNetworkRoute } from "./testing";

describe("the Network page", () => {
  const mock = setupMockApi({ configName: "default" });

  /** The demo preset's unassigned Floating IP, as stored. */
  function spareIp() {
    const spare = mock.store.state.ips.find((ip) => ip.name === "spare");
    if (!spare) throw new Error("the demo preset should have a spare Floating IP");
    return spare;
  }

  it("lists Floating IPs with what they are assigned to, by name and private IP, and their price", async () => {
    renderNetworkRoute("/network");
    await screen.findByRole("heading", { level: 1, name: "Network" });
    const table = screen.getByRole("table", { name: "Floating IPs" });
    const web = mock.store.state.ips.find((ip) => ip.name === "web");
    const vm = mock.store.state.vms.find((candidate) => candidate.uuid === web?.assigned_to);
    const row = within(table).getByRole("link", { name: web?.address ?? "" }).closest("tr");
    expect(row).toHaveTextContent(`web-1 (${vm?.private_ipv4 ?? ""})`);
    expect(row).toHaveTextContent("IPv4");
    expect(row).toHaveTextContent("Public");
    expect(row).toHaveTextContent(/€2\.99\/month/);
    const spare = within(table).getByText("spare").closest("tr");
    expect(spare).toHaveTextContent("Unassigned");
    expect(spare).toHaveTextContent(/€4\.01\/month/);
  });

  it("marks a Floating IP the provider has disabled", async () => {
    const spare = spareIp();
    spare.enabled = false;
    renderNetworkRoute("/network");
    const table = await screen.findByRole("table", { name: "Floating IPs" });
    expect(within(table).getByText("spare").closest("tr")).toHaveTextContent("Disabled");
    expect(within(table).getByText("web").closest("tr")).not.toHaveTextContent("Disabled");
  });

  it("leaves out the released Floating IPs the API still lists", async () => {
    const spare = spareIp();
    spare.is_deleted = true;
    renderNetworkRoute("/network");
    const table = await screen.findByRole("table", { name: "Floating IPs" });
    expect(within(table).getByText("web")).toBeInTheDocument();
    expect(within(table).queryByText("spare")).not.toBeInTheDocument();
    expect(within(table).queryByText(spare.address)).not.toBeInTheDocument();
  });

  it("lists VPC networks with subnets, VLAN, default marker and resource count", async () => {
    renderNetworkRoute("/network");
    const table = await screen.findByRole("table", { name: "VPC networks" });
    const backend = mock.store.state.networks.find((network) => network.name === "backend");
    const row = within(table).getByRole("link", { name: "backend" }).closest("tr");
    expect(row).toHaveTextContent(backend?.subnet ?? "");
    expect(row).toHaveTextContent(String(backend?.vlan_id));
    expect(row).toHaveTextContent(/0$/);
    expect(within(table).getAllByText("Default").length).toBeGreaterThan(0);
  });

  it("lists load balancers with their address, network, rule and target counts", async () => {
    renderNetworkRoute("/network");
    const table = await screen.findByRole("table", { name: "Load balancers" });
    const lb = mock.store.state.loadBalancers[0];
    const row = within(table).getByRole("link", { name: "web-lb" }).closest("tr");
    expect(row).toHaveTextContent(lb?.private_address ?? "");
    expect(row).toHaveTextContent("Default network");
    expect(row).toHaveTextContent(/1\s*2$/);
  });

  it("filters a list by text and sorts it by a column", async () => {
    const { user } = renderNetworkRoute("/network");
    const filters = await screen.findByRole("search", { name: "Filter VPC networks" });
    await user.type(within(filters).getByRole("searchbox", { name: "Search" }), "backend");
    const table = screen.getByRole("table", { name: "VPC networks" });
    expect(within(table).getAllByRole("link").map((link) => link.textContent)).toEqual(["backend"]);
    await user.click(within(filters).getByRole("button", { name: "Clear filters" }));
    expect(within(table).getAllByRole("link").length).toBeGreaterThan(1);
    await user.click(within(table).getByRole("button", { name: /Resources/ }));
    const counts = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => Number(row.lastElementChild?.textContent));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it("requests every location's lists, the billing accounts and the prices together", async () => {
    const held = holdUntilAllStarted(mock, ["/tll/network/ip_addresses", "/tll/network/networks", "/tll/network/load_balancers", "/payment/billing_account/list", "/pricing/list/current"]);
    renderNetworkRoute("/network");
    await waitFor(() => expect(held.started.size).toBe(5));
    expect(await screen.findByRole("heading", { level: 1, name: "Network" })).toBeInTheDocument();
  });

  it("lists every resource as a link in the sidebar, with the create links", async () => {
    renderNetworkRoute("/sidebar");
    const sidebar = await screen.findByRole("complementary", { name: "Network" });
    expect(await within(sidebar).findByRole("link", { name: "web-lb · Tallinn" })).toHaveAttribute("href", expect.stringMatching(/^\/network\/load_balancer\/tll\//));
    expect(within(sidebar).getByRole("link", { name: "backend · Tallinn" })).toHaveAttribute("href", expect.stringMatching(/^\/network\/vpc\/tll\//));
    expect(within(sidebar).getByRole("link", { name: "spare · Tallinn" })).toHaveAttribute("href", expect.stringMatching(/^\/network\/ip_address\/tll\//));
    expect(within(sidebar).getByRole("link", { name: "Reserve Floating IP" })).toHaveAttribute("href", "/network/create/ip_address");
  });
});

describe("the Network page of an empty account", () => {
  setupMockApi({ configName: "default", preset: "empty" });

  it("offers to create each kind of resource", async () => {
    renderNetworkRoute("/network");
    await screen.findByRole("heading", { level: 1, name: "Network" });
    expect(screen.getByRole("heading", { name: "No Floating IPs yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reserve Floating IP" })).toHaveAttribute("href", "/network/create/ip_address");
    expect(screen.getByRole("heading", { name: "No load balancers yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create load balancer" })).toHaveAttribute("href", "/network/create/load_balancer");
  });
});

describe("the Network pages of the metal provider", () => {
  setupMockApi({ configName: "metal" });

  it.each(["/network", "/network/create/ip_address", "/network/create/vpc", "/network/create/load_balancer", "/network/vpc/tll/any"])("%s does not exist", async (route) => {
    renderNetworkRoute(route);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
