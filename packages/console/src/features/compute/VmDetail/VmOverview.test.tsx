import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { TRANSITION_POLL_MS } from "../../../shared/compute";
import { renderComputeRoute } from "../../../shared/compute/testing";

const mock = setupMockApi({ configName: "default" });

/** The demo's web-1, with what the test gives it, opened on its overview. */
async function openWeb1(change: (vm: (typeof mock.store.state.vms)[number]) => void = () => undefined) {
  const vm = mock.store.state.vms.find((candidate) => candidate.name === "web-1");
  if (!vm) throw new Error("no VM web-1 in the demo preset");
  change(vm);
  renderComputeRoute(`/compute/vm/${vm.location}/${vm.uuid}`);
  await screen.findByRole("heading", { level: 1, name: "web-1" });
  return screen.getByRole("region", { name: "Overview" });
}

describe("VmOverview", () => {
  it("names the saved SSH key the VM was created with, linking to the profile's keys", async () => {
    const key = mock.store.state.sshKeys?.[0];
    if (!key) throw new Error("no saved SSH key in the demo preset");
    const overview = await openWeb1((vm) => {
      vm.publicKeys = [key.public_key];
    });
    expect(await within(overview).findByRole("link", { name: key.name })).toHaveAttribute("href", "/profile");
  });

  it("shows a dash for SSH keys when the VM was created with none of the saved keys", async () => {
    const overview = await openWeb1((vm) => {
      vm.publicKeys = [];
    });
    expect(within(overview).getByText("SSH keys").nextElementSibling).toHaveTextContent("—");
  });

  it("says which ISO a VM booted from while it runs from one", async () => {
    const overview = await openWeb1((vm) => {
      vm.bootedIso = { uuid: "e3a5f2d6-7d15-11f0-85ba-047bcbc1cb26", name: "SystemRescue 12", repository: "platform" };
    });
    expect(within(overview).getByText(/^Booted from ISO/)).toHaveTextContent("Booted from ISO SystemRescue 12");
  });

  it("has no boot row for a VM that boots from its disk", async () => {
    const overview = await openWeb1((vm) => {
      vm.bootedIso = null;
    });
    expect(within(overview).queryByText(/Booted from ISO/)).not.toBeInTheDocument();
  });

  it("shows the VM's MAC address and that a Linux VM needs no licence", async () => {
    const overview = await openWeb1((vm) => {
      vm.mac = "52:54:00:3a:7c:01";
      vm.license_type = null;
    });
    expect(within(overview).getByText("MAC address").nextElementSibling).toHaveTextContent("52:54:00:3a:7c:01");
    expect(within(overview).getByText("Licence").nextElementSibling).toHaveTextContent("None");
  });

  it("names a Windows VM's licence", async () => {
    const overview = await openWeb1((vm) => {
      vm.license_type = "WINDOWS";
    });
    expect(within(overview).getByText("Licence").nextElementSibling).toHaveTextContent("Windows");
  });

  it("shows a status it does not know by its own name, and keeps reading the VM until it knows it", async () => {
    await openWeb1((vm) => {
      Object.assign(vm, { status: "in_migration" });
    });
    const header = screen.getByRole("heading", { level: 1, name: "web-1" }).closest("header") ?? document.body;
    expect(within(header).getByText("In migration")).toBeInTheDocument();
    const vm = mock.store.state.vms.find((candidate) => candidate.name === "web-1");
    if (!vm) throw new Error("web-1 is gone");
    vm.status = "running";
    // The next poll (every TRANSITION_POLL_MS while the status is not a settled one) brings the known status.
    expect(await within(header).findByText("Running", undefined, { timeout: TRANSITION_POLL_MS * 3 })).toBeInTheDocument();
  });
});
