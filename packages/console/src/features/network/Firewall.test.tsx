import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { setupMockApi } from "../../testing/mockApi";
import { renderNetworkRoute } from "./testing";

const mock = setupMockApi({ configName: "default" });

afterEach(() => act(() => void toast.dismiss()));

const failure = (message: string, status = 500) => () => HttpResponse.json({ errors: { Error: message } }, { status, headers: { "x-correlation-id": "api-7f3a" } });

function firewall(name: string) {
  const found = (mock.store.state.firewalls ?? []).find((candidate) => candidate.display_name === name);
  if (!found) throw new Error(`no firewall ${name}`);
  return found;
}

function vmUuid(name: string) {
  return mock.store.state.vms.find((vm) => vm.name === name)?.uuid;
}

async function openFirewall(name: string) {
  const found = firewall(name);
  const view = renderNetworkRoute(`/network/firewall/${found.location}/${found.uuid}`);
  await screen.findByRole("heading", { level: 1, name });
  return view;
}

async function openCreate() {
  const view = renderNetworkRoute("/network/create/firewall");
  await screen.findByRole("heading", { level: 1, name: "New firewall" });
  return view;
}

describe("the firewalls on the Network page", () => {
  it("lists each firewall with the VMs it guards and its rules, linked to its page", async () => {
    renderNetworkRoute("/network");
    const table = await screen.findByRole("table", { name: "Firewalls" });
    const row = within(table).getByRole("link", { name: "web-firewall" }).closest("tr");
    expect(row).toHaveTextContent("web-1");
    expect(row).toHaveTextContent("4");
  });

  it("says there are none yet, with the create action", async () => {
    mock.store.state.firewalls = [];
    renderNetworkRoute("/network");
    expect(await screen.findByRole("heading", { name: "No firewalls yet" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Create firewall" }).length).toBeGreaterThan(0);
  });
});

describe("creating a firewall", () => {
  it("creates one with inbound and outbound rules, then opens it", async () => {
    const { user } = await openCreate();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "db-firewall");
    await user.type(screen.getByRole("textbox", { name: /^Sources \(rule 1\)/ }), "10.0.0.0/8, 192.168.1.5");
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await user.selectOptions(screen.getByRole("combobox", { name: /^Direction \(rule 2\)/ }), "Outbound");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Protocol \(rule 2\)/ }), "UDP");
    await user.type(screen.getByRole("textbox", { name: /^Ports \(rule 2\)/ }), "53");
    expect(screen.getByRole("textbox", { name: /^Destinations \(rule 2\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create firewall" }));
    expect(await screen.findByRole("heading", { level: 1, name: "db-firewall" })).toBeInTheDocument();
    expect(firewall("db-firewall").rules.map(({ direction, protocol, port_start, port_end, endpoint_spec_type, endpoint_spec }) => [direction, protocol, port_start, port_end, endpoint_spec_type, endpoint_spec])).toEqual([
      ["inbound", "tcp", 22, 22, "ip_prefixes", ["10.0.0.0/8", "192.168.1.5"]],
      ["outbound", "udp", 53, 53, "any", []],
    ]);
  });

  it("asks for a name, valid ports and addresses, and at least one rule, sending nothing", async () => {
    const before = mock.store.state.firewalls?.length;
    const { user } = await openCreate();
    const ports = screen.getByRole("textbox", { name: /^Ports \(rule 1\)/ });
    await user.clear(ports);
    await user.type(ports, "70000");
    await user.type(screen.getByRole("textbox", { name: /^Sources \(rule 1\)/ }), "office");
    await user.click(screen.getByRole("button", { name: "Create firewall" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(screen.getByText(/^Enter a port \(22\) or a range/)).toBeInTheDocument();
    expect(screen.getByText(/^Enter IPv4 addresses or prefixes/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove rule 1" }));
    await user.click(screen.getByRole("button", { name: "Create firewall" }));
    expect(await screen.findByText("Add at least one rule")).toBeInTheDocument();
    expect(mock.store.state.firewalls?.length).toBe(before);
  });

  it("keeps what was typed when creating fails", async () => {
    mock.server.use(http.post("*/v1/:location/network/firewalls", failure("Firewall quota reached", 400)));
    const { user } = await openCreate();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "db-firewall");
    await user.type(screen.getByRole("textbox", { name: /^Sources \(rule 1\)/ }), "10.0.0.0/8");
    await user.click(screen.getByRole("button", { name: "Create firewall" }));
    expect(await screen.findByText("Failed to create firewall")).toBeInTheDocument();
    expect(screen.getByText("Error: Firewall quota reached [api-7f3a] (HTTP 400)")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("db-firewall");
    expect(screen.getByRole("textbox", { name: /^Sources \(rule 1\)/ })).toHaveValue("10.0.0.0/8");
  });
});

describe("a firewall's page", () => {
  it("shows its rules, and saves them edited, keeping the uuids of the rules kept", async () => {
    const seeded = firewall("web-firewall").rules;
    const { user } = await openFirewall("web-firewall");
    const rules = screen.getByRole("table", { name: "Firewall rules" });
    expect(within(rules).getAllByRole("row")).toHaveLength(5);
    expect(rules).toHaveTextContent("203.0.113.0/24");
    await user.click(screen.getByRole("button", { name: "Edit rules" }));
    const ports = screen.getByRole("textbox", { name: /^Ports \(rule 2\)/ });
    expect(ports).toHaveValue("80");
    await user.clear(ports);
    await user.type(ports, "8080-8090");
    await user.click(screen.getByRole("button", { name: "Remove rule 3" }));
    await user.click(screen.getByRole("button", { name: "Save rules" }));
    expect(await screen.findByText("Firewall rules saved")).toBeInTheDocument();
    const saved = firewall("web-firewall").rules;
    expect(saved.map((rule) => rule.uuid)).toEqual([seeded[0]?.uuid, seeded[1]?.uuid, seeded[3]?.uuid]);
    expect([saved[1]?.port_start, saved[1]?.port_end]).toEqual([8080, 8090]);
    expect(within(await screen.findByRole("table", { name: "Firewall rules" })).getByText("8080-8090")).toBeInTheDocument();
  });

  it("keeps the edited rules when saving fails", async () => {
    mock.server.use(http.put("*/v1/:location/network/firewalls/:uuid", failure("Rules are locked")));
    const { user } = await openFirewall("web-firewall");
    await user.click(screen.getByRole("button", { name: "Edit rules" }));
    const ports = screen.getByRole("textbox", { name: /^Ports \(rule 2\)/ });
    await user.clear(ports);
    await user.type(ports, "8080");
    await user.click(screen.getByRole("button", { name: "Save rules" }));
    expect(await screen.findByText("Failed to save firewall rules")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Ports \(rule 2\)/ })).toHaveValue("8080");
  });

  it("attaches it to a VM and detaches it from another", async () => {
    const { user } = await openFirewall("web-firewall");
    const vms = screen.getByRole("table", { name: "Virtual machines behind this firewall" });
    expect(within(vms).getByRole("link", { name: "web-1" })).toBeInTheDocument();
    const attach = screen.getByRole("form", { name: "Attach to a virtual machine" });
    await user.selectOptions(within(attach).getByRole("combobox", { name: "Virtual machine" }), "web-2");
    await user.click(within(attach).getByRole("button", { name: "Attach" }));
    expect(await within(vms).findByRole("link", { name: "web-2" })).toBeInTheDocument();
    expect(firewall("web-firewall").vm_uuids).toContain(vmUuid("web-2"));
    await user.click(within(vms).getByRole("button", { name: "Detach web-1" }));
    await waitFor(() => expect(within(vms).queryByRole("link", { name: "web-1" })).not.toBeInTheDocument());
    expect(firewall("web-firewall").vm_uuids).not.toContain(vmUuid("web-1"));
  });

  it("renames it", async () => {
    const { user } = await openFirewall("web-firewall");
    const field = within(screen.getByRole("region", { name: "Name" })).getByRole("textbox", { name: /^Name/ });
    await user.clear(field);
    await user.type(field, "edge-firewall");
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(await screen.findByRole("heading", { level: 1, name: "edge-firewall" })).toBeInTheDocument();
  });

  it("deletes it after confirmation and returns to the Network page", async () => {
    const uuid = firewall("web-firewall").uuid;
    const { user } = await openFirewall("web-firewall");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete firewall" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Network" })).toBeInTheDocument();
    expect(mock.store.state.firewalls?.some((candidate) => candidate.uuid === uuid)).toBe(false);
  });

  it("says so when the firewall does not exist", async () => {
    renderNetworkRoute("/network/firewall/tll/missing");
    expect(await screen.findByText("There is no firewall missing in tll. It may have been deleted.")).toBeInTheDocument();
  });
});
