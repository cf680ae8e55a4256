import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { renderComputeRoute } from "../../../shared/compute/testing";

const mock = setupMockApi({ configName: "default" });

function vmNamed(name: string) {
  const vm = mock.store.state.vms.find((candidate) => candidate.name === name);
  if (!vm) throw new Error(`no VM ${name} in the demo preset`);
  return vm;
}

async function openStorageTab(name: string) {
  const vm = vmNamed(name);
  const view = renderComputeRoute(`/compute/vm/${vm.location}/${vm.uuid}?tab=storage`);
  await screen.findByRole("heading", { level: 1, name });
  return { ...view, vm, volumes: await screen.findByRole("region", { name: "Volumes" }) };
}

describe("a VM's volumes", () => {
  it("attaches a detached volume of the VM's location and detaches it again, keeping it", async () => {
    const { user, vm, volumes } = await openStorageTab("web-2");
    expect(within(volumes).getByText("No volume is attached.")).toBeInTheDocument();
    const choice = within(volumes).getByRole("combobox", { name: "Volume to attach" });
    await user.selectOptions(choice, within(choice).getByRole("option", { name: "db-data · 50 GB" }));
    await user.click(within(volumes).getByRole("button", { name: "Attach volume" }));
    const attached = await within(volumes).findByRole("table", { name: "Attached volumes" });
    expect(within(attached).getByRole("link", { name: "db-data" })).toHaveAttribute("href", expect.stringMatching(/^\/storage\/volume\/tll\//));
    const disk = mock.store.state.blockDisks?.find((candidate) => candidate.display_name === "db-data");
    expect(disk?.attached_to).toBe(vm.uuid);
    // The VM's storage lists the volume among its disks too.
    expect(await within(screen.getByRole("region", { name: "Disks" })).findByText("50 GB")).toBeInTheDocument();

    await user.click(within(attached).getByRole("button", { name: "Detach db-data" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Detach volume" }));
    expect(await within(volumes).findByText("No volume is attached.")).toBeInTheDocument();
    expect(disk?.attached_to).toBeNull();
    expect(mock.store.state.blockDisks?.some((candidate) => candidate.uuid === disk?.uuid)).toBe(true);
  });

  it("does not offer a volume attached to another VM", async () => {
    const web1 = vmNamed("web-1");
    const disk = mock.store.state.blockDisks?.find((candidate) => candidate.display_name === "db-data");
    await fetch("http://localhost/v1/tll/user-resource/vm/storage/attach", { method: "POST", headers: { apikey: "demo-key" }, body: new URLSearchParams({ uuid: web1.uuid, storage_uuid: disk?.uuid ?? "" }) });
    const { volumes } = await openStorageTab("db-primary");
    const choice = within(volumes).getByRole("combobox", { name: "Volume to attach" });
    expect(within(choice).queryByRole("option", { name: /db-data/ })).not.toBeInTheDocument();
    expect(within(choice).getByRole("option", { name: "ubuntu-template · 20 GB" })).toBeInTheDocument();
  });

  it("says a VM in transit cannot take a volume", async () => {
    const { volumes } = await openStorageTab("new-worker");
    expect(within(volumes).getByText("Volumes attach to a running or stopped virtual machine; this one is creating.")).toBeInTheDocument();
    await waitFor(() => expect(within(volumes).getByRole("combobox", { name: "Volume to attach" })).toBeDisabled());
  });
});
