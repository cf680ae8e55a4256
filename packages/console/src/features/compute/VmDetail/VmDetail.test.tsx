import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupMockApi } from "../../../testing/mockApi";
import { renderComputeRoute } from "../../../shared/compute/testing";

const mock = setupMockApi({ configName: "default" });

function vmNamed(name: string) {
  const vm = mock.store.state.vms.find((candidate) => candidate.name === name);
  if (!vm) throw new Error(`no VM ${name} in the demo preset`);
  return vm;
}

async function openVm(name: string, tab?: string) {
  const vm = vmNamed(name);
  const view = renderComputeRoute(`/compute/vm/${vm.location}/${vm.uuid}${tab ? `?tab=${tab}` : ""}`);
  await screen.findByRole("heading", { level: 1, name });
  // A tab loads its code and data on its own: it is open once its panel no longer shows it loading.
  if (tab) await waitFor(() => expect(within(screen.getByRole("tabpanel")).queryByRole("progressbar")).not.toBeInTheDocument());
  return { ...view, vm };
}

describe("VmDetail", () => {
  it("shows the overview of a VM", async () => {
    await openVm("web-1");
    const overview = screen.getByRole("region", { name: "Overview" });
    expect(within(overview).getByText("2 GB")).toBeInTheDocument();
    expect(await within(overview).findByText("Personal")).toBeInTheDocument();
    expect(screen.getByText("Running")).toBeInTheDocument();
  });

  it("offers stop but not start on a running VM, and resize only with the reason it is not possible", async () => {
    const { user } = await openVm("web-1");
    expect(screen.getByRole("button", { name: "Stop" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Start" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Settings" }));
    // The tab's code loads when it is first opened.
    expect(await screen.findByRole("button", { name: "Resize" })).toBeDisabled();
    expect(screen.getByText("CPU and RAM can be changed only while the virtual machine is stopped. Stop it first.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change password" })).toBeEnabled();
  });

  it("offers start and resize on a stopped VM, and no password change, saying why", async () => {
    const { user } = await openVm("db-primary", "settings");
    expect(screen.getByRole("button", { name: "Start" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Resize" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Change password" })).toBeDisabled();
    expect(screen.getByText("The password can be changed only while the virtual machine is running. Start it first.")).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: /^vCPU/ }));
    await user.click(screen.getByRole("button", { name: "Resize" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
  });

  it("resizes a stopped VM", async () => {
    const { user, vm } = await openVm("db-primary", "settings");
    const vcpu = screen.getByRole("textbox", { name: /^vCPU/ });
    await user.clear(vcpu);
    await user.type(vcpu, "6");
    await user.click(screen.getByRole("button", { name: "Resize" }));
    expect(await screen.findByText("Virtual machine resized")).toBeInTheDocument();
    expect(vmNamed("db-primary").vcpu).toBe(6);
    expect(vm.uuid).toBeTruthy();
  });

  it("shows the spec's failure title over the error text and its correlation id", async () => {
    mock.server.use(
      http.post("*/v1/:location/user-resource/vm/start", () => HttpResponse.json({ errors: { Error: "Failed to start virtual machine" } }, { status: 500, headers: { "x-correlation-id": "api-42ab" } })),
    );
    const { user } = await openVm("db-primary");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Error: Failed to start virtual machine [api-42ab] (HTTP 500)")).toBeInTheDocument();
    expect(screen.getAllByText("Failed to start virtual machine").length).toBeGreaterThan(0);
  });

  it("deletes only after the name is typed", async () => {
    const { user } = await openVm("web-2");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Delete virtual machine" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox"), "web-2");
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(vmNamed("web-2").status).toBe("deleted"));
    expect(await screen.findByRole("heading", { level: 1, name: "Compute" })).toBeInTheDocument();
  });

  it("lists disks with the primary one marked, and adds one with a whole size", async () => {
    const { user } = await openVm("web-2", "storage");
    expect(screen.getByText("Primary")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Delete disk/ })).toHaveLength(1);
    await user.type(screen.getByRole("textbox", { name: /^Size/ }), "0");
    await user.click(screen.getByRole("button", { name: "Add disk" }));
    expect(await screen.findByText("Must be at least 1")).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: /^Size/ }));
    await user.type(screen.getByRole("textbox", { name: /^Size/ }), "50");
    await user.click(screen.getByRole("button", { name: "Add disk" }));
    expect(await screen.findByText("50 GB")).toBeInTheDocument();
  });

  it("takes a snapshot and lists it", async () => {
    const { user } = await openVm("web-2", "backups");
    expect(await screen.findByText("No records")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Take snapshot" }));
    expect(await screen.findByRole("button", { name: /^Rebuild from snapshot/ })).toBeInTheDocument();
  });
});
