import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { setupMockApi } from "../../testing/mockApi";
import { renderNetworkRoute } from "./testing";

/** What a disabled Floating IP's page says under Enabled. */
const IP_DISABLED = "No: the address stays reserved but carries no traffic";

const mock = setupMockApi({ configName: "default" });

// Toasts outlive a test's render: each test starts with none.
afterEach(() => act(() => void toast.dismiss()));

/** The standard error body of the API, with a correlation id. */
const failure = (message: string, status = 500) => () => HttpResponse.json({ errors: { Error: message } }, { status, headers: { "x-correlation-id": "api-7f3a" } });

function ip(name: string) {
  const found = mock.store.state.ips.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no Floating IP ${name} in the demo preset`);
  return found;
}

async function openIp(name: string) {
  const found = ip(name);
  const view = renderNetworkRoute(`/network/ip_address/${found.location}/${found.uuid}`);
  await screen.findByRole("heading", { level: 1, name });
  return view;
}

describe("reserving a Floating IP", () => {
  it("reserves one in the chosen location on the chosen billing account, then opens it", async () => {
    const before = mock.store.state.ips.length;
    const { user } = renderNetworkRoute("/network/create/ip_address");
    await screen.findByRole("heading", { level: 1, name: "Reserve a Floating IP" });
    expect(screen.getByText(/€4\.01\/month while unassigned, €2\.99\/month while assigned/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: /Billing account/ }), "Acme OÜ");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "mail");
    await user.click(screen.getByRole("button", { name: "Reserve Floating IP" }));
    expect(await screen.findByRole("heading", { level: 1, name: "mail" })).toBeInTheDocument();
    expect(mock.store.state.ips).toHaveLength(before + 1);
    const acme = mock.store.state.billingAccounts.find((account) => account.title === "Acme OÜ");
    expect(ip("mail")).toMatchObject({ location: "tll", billing_account_id: acme?.id, assigned_to: null });
    // The toast comes with the toaster, whose code may still be on its way when the new page shows.
    expect(await screen.findByText(/Floating IP .* reserved/)).toBeInTheDocument();
  });

  it("keeps what was typed when reserving fails, under its title and the API's message", async () => {
    mock.server.use(http.post("*/v1/:location/network/ip_addresses", failure("No addresses left")));
    const { user } = renderNetworkRoute("/network/create/ip_address");
    await screen.findByRole("heading", { level: 1, name: "Reserve a Floating IP" });
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "mail");
    await user.click(screen.getByRole("button", { name: "Reserve Floating IP" }));
    expect(await screen.findByText("Failed to reserve Floating IP")).toBeInTheDocument();
    expect(screen.getByText("Error: No addresses left [api-7f3a] (HTTP 500)")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("mail");
  });
});

describe("a Floating IP's page", () => {
  it("assigns an IP to a VM by its name, shows it assigned, and unassigns it", async () => {
    const { user } = await openIp("spare");
    const card = screen.getByRole("region", { name: "Assignment" });
    await user.selectOptions(within(card).getByRole("combobox", { name: "Assign to" }), "web-2");
    await user.click(within(card).getByRole("button", { name: "Assign" }));
    const web2 = mock.store.state.vms.find((vm) => vm.name === "web-2");
    expect(await screen.findByText(`Floating IP ${ip("spare").address} assigned to web-2`)).toBeInTheDocument();
    expect(ip("spare")).toMatchObject({ assigned_to: web2?.uuid, assigned_to_resource_type: "virtual_machine", assigned_to_private_ip: web2?.private_ipv4 });
    expect(await within(card).findByRole("link", { name: "web-2" })).toHaveAttribute("href", `/compute/vm/tll/${web2?.uuid ?? ""}`);
    expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled();
    expect(screen.getByText("Unassign this Floating IP before deleting it.")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Unassign" }));
    expect(await within(card).findByRole("combobox", { name: "Assign to" })).toBeInTheDocument();
    expect(ip("spare").assigned_to).toBeNull();
  });

  it("asks which private IP when the chosen VM has several interfaces, and assigns to the one chosen", async () => {
    const web2 = mock.store.state.vms.find((vm) => vm.name === "web-2");
    const sent: string[] = [];
    mock.server.use(
      http.get("*/v1/:location/network/virtual-machines/:uuid/interfaces", () =>
        HttpResponse.json([
          { uuid: "nic-1", mac_addr: "52:54:00:00:00:01", private_ipv4: web2?.private_ipv4 ?? null, subinterfaces: [] },
          { uuid: "nic-2", mac_addr: "52:54:00:00:00:02", private_ipv4: "10.20.0.7", subinterfaces: [] },
        ]),
      ),
      http.post("*/v1/:location/network/ip_addresses/:address/assign", async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()).get("private_ip") ?? "");
        return HttpResponse.json({ ...ip("spare"), assigned_to: web2?.uuid, assigned_to_resource_type: "virtual_machine", assigned_to_private_ip: "10.20.0.7" });
      }),
    );
    const { user } = await openIp("spare");
    const card = screen.getByRole("region", { name: "Assignment" });
    expect(within(card).queryByRole("combobox", { name: "Private IP" })).not.toBeInTheDocument();
    await user.selectOptions(within(card).getByRole("combobox", { name: "Assign to" }), "web-2");
    const privateIp = await within(card).findByRole("combobox", { name: "Private IP" });
    expect(within(privateIp).getAllByRole("option").map((option) => option.textContent)).toEqual([web2?.private_ipv4, "10.20.0.7"]);
    await user.selectOptions(privateIp, "10.20.0.7");
    await user.click(within(card).getByRole("button", { name: "Assign" }));
    expect(await screen.findByText(`Floating IP ${ip("spare").address} assigned to web-2`)).toBeInTheDocument();
    expect(sent).toEqual(["10.20.0.7"]);
  });

  it("assigns an IP to a load balancer", async () => {
    const { user } = await openIp("spare");
    const card = screen.getByRole("region", { name: "Assignment" });
    await user.selectOptions(within(card).getByRole("combobox", { name: "Assign to" }), "web-lb");
    await user.click(within(card).getByRole("button", { name: "Assign" }));
    expect(await within(card).findByRole("link", { name: "web-lb" })).toBeInTheDocument();
    expect(ip("spare").assigned_to_resource_type).toBe("load_balancer");
  });

  it("assigns an IP to a managed service in its location, by the service's name", async () => {
    const service = mock.store.state.services.find((candidate) => candidate.display_name === "orders-db");
    if (!service) throw new Error("the demo preset should have the orders-db service");
    ip("spare").location = service.location;
    const { user } = await openIp("spare");
    const card = screen.getByRole("region", { name: "Assignment" });
    await user.selectOptions(within(card).getByRole("combobox", { name: "Assign to" }), "orders-db");
    await user.click(within(card).getByRole("button", { name: "Assign" }));
    expect(await within(card).findByRole("link", { name: "orders-db" })).toHaveAttribute("href", `/services/service/${service.location}/${service.uuid}`);
    expect(ip("spare")).toMatchObject({ assigned_to: service.uuid, assigned_to_resource_type: "service", assigned_to_private_ip: service.properties?.service_ip });
  });

  it("shows the failure of assigning under its title", async () => {
    mock.server.use(http.post("*/v1/:location/network/ip_addresses/:address/assign", failure("Address is busy", 409)));
    const { user } = await openIp("spare");
    const card = screen.getByRole("region", { name: "Assignment" });
    await user.selectOptions(within(card).getByRole("combobox", { name: "Assign to" }), "web-2");
    await user.click(within(card).getByRole("button", { name: "Assign" }));
    expect(await screen.findByText("Failed to assign Floating IP")).toBeInTheDocument();
    expect(screen.getByText("Error: Address is busy [api-7f3a] (HTTP 409)")).toBeInTheDocument();
  });

  it("renames an IP", async () => {
    const { user } = await openIp("spare");
    const card = screen.getByRole("region", { name: "Name" });
    const field = within(card).getByRole("textbox", { name: /^Name/ });
    await user.clear(field);
    await user.type(field, "standby");
    await user.click(within(card).getByRole("button", { name: "Rename" }));
    expect(await screen.findByRole("heading", { level: 1, name: "standby" })).toBeInTheDocument();
  });

  it("deletes an unassigned IP after confirmation and returns to Network", async () => {
    const address = ip("spare").address;
    const { user } = await openIp("spare");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(`Delete the Floating IP ${address}?`);
    await user.click(within(dialog).getByRole("button", { name: "Delete Floating IP" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Network" })).toBeInTheDocument();
    // The API keeps listing it, marked deleted; the page does not show it.
    expect(mock.store.state.ips.find((candidate) => candidate.address === address)?.is_deleted).toBe(true);
    const table = await screen.findByRole("table", { name: "Floating IPs" });
    expect(within(table).queryByText(address)).not.toBeInTheDocument();
  });

  it("says a Floating IP is enabled", async () => {
    await openIp("spare");
    expect(within(screen.getByRole("region", { name: "Details" })).getByText("Enabled").nextSibling).toHaveTextContent("Yes");
  });

  it("says what a disabled Floating IP means", async () => {
    ip("spare").enabled = false;
    await openIp("spare");
    expect(within(screen.getByRole("region", { name: "Details" })).getByText("Enabled").nextSibling).toHaveTextContent(IP_DISABLED);
  });

  it("says so when the IP does not exist", async () => {
    renderNetworkRoute("/network/ip_address/tll/missing");
    expect(await screen.findByText(/There is no Floating IP missing in tll/)).toBeInTheDocument();
  });
});
