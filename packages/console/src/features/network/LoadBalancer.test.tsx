import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { setupMockApi } from "../../testing/mockApi";
import { renderNetworkRoute } from "./testing";

const mock = setupMockApi({ configName: "default" });

afterEach(() => act(() => void toast.dismiss()));

const failure = (message: string, status = 500) => () => HttpResponse.json({ errors: { Error: message } }, { status, headers: { "x-correlation-id": "api-7f3a" } });

function lb(name: string) {
  const found = mock.store.state.loadBalancers.find((candidate) => candidate.display_name === name);
  if (!found) throw new Error(`no load balancer ${name}`);
  return found;
}

async function openLb(name: string) {
  const found = lb(name);
  const view = renderNetworkRoute(`/network/load_balancer/${found.location}/${found.uuid}`);
  await screen.findByRole("heading", { level: 1, name });
  return view;
}

describe("creating a load balancer", () => {
  it("creates one with two rules and a target of its network, a public IP and its price", async () => {
    const { user } = renderNetworkRoute("/network/create/load_balancer");
    await screen.findByRole("heading", { level: 1, name: "New load balancer" });
    expect(screen.getByRole("combobox", { name: /^Network/ })).toHaveDisplayValue("Default network (default)");
    expect(screen.getByText(/Price: €12\.99\/month including the public IP/)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "edge");
    await user.type(screen.getByRole("textbox", { name: /^Source port \(rule 1\)/ }), "80");
    await user.type(screen.getByRole("textbox", { name: /^Target port \(rule 1\)/ }), "8080");
    await user.click(screen.getByRole("button", { name: "Add another rule" }));
    await user.type(screen.getByRole("textbox", { name: /^Source port \(rule 2\)/ }), "443");
    await user.type(screen.getByRole("textbox", { name: /^Target port \(rule 2\)/ }), "8443");
    const limit = screen.getByRole("textbox", { name: /^Connection limit \(rule 2\)/ });
    await user.clear(limit);
    await user.type(limit, "500");
    await user.click(screen.getByRole("checkbox", { name: /Source-IP session persistence \(rule 2\)/ }));
    await user.click(screen.getByRole("checkbox", { name: /web-2/ }));
    await user.click(screen.getByRole("button", { name: "Create load balancer" }));
    expect(await screen.findByRole("heading", { level: 1, name: "edge" })).toBeInTheDocument();
    const created = lb("edge");
    const web2 = mock.store.state.vms.find((vm) => vm.name === "web-2");
    expect(created.forwarding_rules.map((rule) => [rule.source_port, rule.target_port, rule.settings?.connection_limit, rule.settings?.session_persistence])).toEqual([
      [80, 8080, 10000, null],
      [443, 8443, 500, "SOURCE_IP"],
    ]);
    expect(created.targets.map((target) => target.target_uuid)).toEqual([web2?.uuid]);
    expect(mock.store.state.ips.some((ip) => ip.assigned_to === created.uuid)).toBe(true);
    expect(within(screen.getByRole("table", { name: "Targets" })).getByText("web-2")).toBeInTheDocument();
  });

  it("offers only the VMs of the chosen network as targets", async () => {
    const { user } = renderNetworkRoute("/network/create/load_balancer");
    await screen.findByRole("heading", { level: 1, name: "New load balancer" });
    expect(screen.getByRole("checkbox", { name: /web-1/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Network/ }), "backend");
    expect(screen.queryByRole("checkbox", { name: /web-1/ })).not.toBeInTheDocument();
    expect(screen.getByText(/There are no virtual machines in this network yet/)).toBeInTheDocument();
  });

  it("asks for a name and ports from 1 to 65535", async () => {
    const { user } = renderNetworkRoute("/network/create/load_balancer");
    await screen.findByRole("heading", { level: 1, name: "New load balancer" });
    await user.type(screen.getByRole("textbox", { name: /^Source port \(rule 1\)/ }), "70000");
    await user.click(screen.getByRole("button", { name: "Create load balancer" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(screen.getAllByText("Enter a port from 1 to 65535")).toHaveLength(2);
  });

  it("keeps what was typed when creating fails", async () => {
    mock.server.use(http.post("*/v1/:location/network/load_balancers", failure("Quota reached")));
    const { user } = renderNetworkRoute("/network/create/load_balancer");
    await screen.findByRole("heading", { level: 1, name: "New load balancer" });
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "edge");
    await user.type(screen.getByRole("textbox", { name: /^Source port \(rule 1\)/ }), "80");
    await user.type(screen.getByRole("textbox", { name: /^Target port \(rule 1\)/ }), "80");
    await user.click(screen.getByRole("button", { name: "Create load balancer" }));
    expect(await screen.findByText("Failed to create load balancer")).toBeInTheDocument();
    expect(screen.getByText("Error: Quota reached [api-7f3a] (HTTP 500)")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("edge");
  });
});

describe("a load balancer's page", () => {
  it("adds and deletes forwarding rules in place", async () => {
    const { user } = await openLb("web-lb");
    const card = screen.getByRole("region", { name: "Forwarding rules" });
    await user.type(within(card).getByRole("textbox", { name: /^Source port/ }), "80");
    await user.type(within(card).getByRole("textbox", { name: /^Target port/ }), "8080");
    await user.click(within(card).getByRole("button", { name: "Add rule" }));
    expect(await screen.findByText("Forwarding rule 80 → 8080 added")).toBeInTheDocument();
    const table = within(card).getByRole("table", { name: "Forwarding rules" });
    await within(table).findByRole("button", { name: "Delete rule 80 → 8080" });
    expect(lb("web-lb").forwarding_rules).toHaveLength(2);
    await user.click(within(table).getByRole("button", { name: "Delete rule 443 → 8443" }));
    expect(await screen.findByText("Forwarding rule deleted")).toBeInTheDocument();
    expect(lb("web-lb").forwarding_rules.map((rule) => rule.source_port)).toEqual([80]);
  });

  it("removes and adds targets in place, by VM name", async () => {
    const { user } = await openLb("web-lb");
    const card = screen.getByRole("region", { name: "Targets" });
    await user.click(within(card).getByRole("button", { name: "Remove web-2" }));
    expect(await screen.findByText("web-2 removed from the targets")).toBeInTheDocument();
    await user.selectOptions(await within(card).findByRole("combobox", { name: "Virtual machine" }), "web-2");
    await user.click(within(card).getByRole("button", { name: "Add target" }));
    expect(await screen.findByText("web-2 added as a target")).toBeInTheDocument();
    expect(lb("web-lb").targets).toHaveLength(2);
  });

  it("renames it and changes its billing account", async () => {
    const { user } = await openLb("web-lb");
    const name = within(screen.getByRole("region", { name: "Name" })).getByRole("textbox", { name: /^Name/ });
    await user.clear(name);
    await user.type(name, "front");
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(await screen.findByRole("heading", { level: 1, name: "front" })).toBeInTheDocument();
    const account = screen.getByRole("region", { name: "Billing account" });
    await user.selectOptions(within(account).getByRole("combobox", { name: /Billing account/ }), "Acme OÜ");
    await user.click(within(account).getByRole("button", { name: "Change billing account" }));
    expect(await screen.findByText("Billing account changed")).toBeInTheDocument();
    const acme = mock.store.state.billingAccounts.find((candidate) => candidate.title === "Acme OÜ");
    expect(lb("front").billing_account_id).toBe(acme?.id);
  });

  it("shows a failure to remove a target under its title", async () => {
    mock.server.use(http.delete("*/v1/:location/network/load_balancers/:uuid/targets/:target", failure("Target is draining", 409)));
    const { user } = await openLb("web-lb");
    await user.click(within(screen.getByRole("region", { name: "Targets" })).getByRole("button", { name: "Remove web-2" }));
    expect(await screen.findByText("Failed to remove target")).toBeInTheDocument();
    expect(screen.getByText("Error: Target is draining [api-7f3a] (HTTP 409)")).toBeInTheDocument();
  });

  it("deletes it after confirmation, with its reserved IP", async () => {
    const uuid = lb("web-lb").uuid;
    const { user } = await openLb("web-lb");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete load balancer" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Network" })).toBeInTheDocument();
    expect(mock.store.state.loadBalancers.some((candidate) => candidate.uuid === uuid)).toBe(false);
  });
});
