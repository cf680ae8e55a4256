import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { setupMockApi } from "../../testing/mockApi";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { VmFirewallsCard } from "./firewall/VmFirewallsCard";

const mock = setupMockApi({ configName: "default" });

afterEach(() => act(() => void toast.dismiss()));

/** The card as a VM's network tab shows it, for the seeded VM `name`. */
function renderCard(name: string) {
  const vm = mock.store.state.vms.find((candidate) => candidate.name === name);
  if (!vm) throw new Error(`no VM ${name}`);
  return renderRoutes([{ path: "vm", element: <VmFirewallsCard vm={{ uuid: vm.uuid, name: vm.name }} location={vm.location} /> }], "/vm");
}

const guards = (name: string) => (mock.store.state.firewalls ?? []).filter((firewall) => firewall.vm_uuids.includes(mock.store.state.vms.find((vm) => vm.name === name)?.uuid ?? "")).map((firewall) => firewall.display_name);

describe("a VM's firewalls", () => {
  it("lists the firewalls that guard it, linked to their pages, and detaches one", async () => {
    const { user } = renderCard("web-1");
    const table = await screen.findByRole("table", { name: "Firewalls guarding this virtual machine" });
    expect(within(table).getByRole("link", { name: "web-firewall" })).toHaveAttribute("href", expect.stringMatching(/\/network\/firewall\/tll\//));
    await user.click(within(table).getByRole("button", { name: "Detach web-firewall" }));
    expect(await screen.findByText("Firewall web-firewall no longer guards web-1")).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole("link", { name: "web-firewall" })).not.toBeInTheDocument());
    expect(guards("web-1")).toEqual([]);
  });

  it("attaches a firewall of its location", async () => {
    const { user } = renderCard("web-2");
    expect(await screen.findByText("No firewall guards this virtual machine.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Attach a firewall" });
    await user.selectOptions(within(form).getByRole("combobox", { name: "Firewall" }), "web-firewall");
    await user.click(within(form).getByRole("button", { name: "Attach" }));
    expect(await screen.findByRole("link", { name: "web-firewall" })).toBeInTheDocument();
    expect(guards("web-2")).toEqual(["web-firewall"]);
  });
});
