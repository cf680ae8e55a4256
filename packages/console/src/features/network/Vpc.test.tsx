import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { setupMockApi } from "../../testing/mockApi";
import { renderNetworkRoute } from "./testing";

const mock = setupMockApi({ configName: "default" });

afterEach(() => act(() => void toast.dismiss()));

const failure = (message: string, status = 500) => () => HttpResponse.json({ errors: { Error: message } }, { status, headers: { "x-correlation-id": "api-7f3a" } });

function network(name: string, location = "tll") {
  const found = mock.store.state.networks.find((candidate) => candidate.name === name && candidate.location === location);
  if (!found) throw new Error(`no network ${name} in ${location}`);
  return found;
}

async function openVpc(name: string) {
  const found = network(name);
  const view = renderNetworkRoute(`/network/vpc/${found.location}/${found.uuid}`);
  await screen.findByRole("heading", { level: 1, name });
  return view;
}

describe("creating a VPC network", () => {
  it("creates a network with a name in the chosen location, then opens it", async () => {
    const { user } = renderNetworkRoute("/network/create/vpc");
    await screen.findByRole("heading", { level: 1, name: "New VPC network" });
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "staging");
    await user.click(screen.getByRole("button", { name: "Create VPC network" }));
    expect(await screen.findByRole("heading", { level: 1, name: "staging" })).toBeInTheDocument();
    expect(network("staging").is_default).toBe(false);
  });

  it("asks for a name", async () => {
    const { user } = renderNetworkRoute("/network/create/vpc");
    await screen.findByRole("heading", { level: 1, name: "New VPC network" });
    await user.click(screen.getByRole("button", { name: "Create VPC network" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
  });

  it("keeps the name when creating fails", async () => {
    mock.server.use(http.post("*/v1/:location/network/network", failure("VLANs exhausted")));
    const { user } = renderNetworkRoute("/network/create/vpc");
    await screen.findByRole("heading", { level: 1, name: "New VPC network" });
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "staging");
    await user.click(screen.getByRole("button", { name: "Create VPC network" }));
    expect(await screen.findByText("Failed to create VPC network")).toBeInTheDocument();
    expect(screen.getByText("Error: VLANs exhausted [api-7f3a] (HTTP 500)")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("staging");
  });
});

describe("a VPC network's page", () => {
  it("shows the VMs and load balancers in it, and refuses deletion while they remain", async () => {
    await openVpc("Default network");
    const vms = screen.getByRole("table", { name: "Virtual machines in this network" });
    expect(within(vms).getByRole("link", { name: "web-1" })).toBeInTheDocument();
    expect(within(vms).getByRole("link", { name: "new-worker" }).closest("tr")).toHaveTextContent("Creating");
    expect(within(screen.getByRole("table", { name: "Load balancers in this network" })).getByRole("link", { name: "web-lb" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled();
    expect(screen.getByText(/The default VPC network cannot be deleted/)).toBeInTheDocument();
  });

  it("says whether the network is private or public", async () => {
    await openVpc("Default network");
    const details = screen.getByRole("region", { name: "Details" });
    expect(within(details).getByText("Type").nextSibling).toHaveTextContent("Private");
  });

  it("refreshes a VM in transit until it settles", async () => {
    await openVpc("Default network");
    const vms = screen.getByRole("table", { name: "Virtual machines in this network" });
    expect(within(vms).getByRole("link", { name: "new-worker" }).closest("tr")).toHaveTextContent("Creating");
    const worker = mock.store.state.vms.find((vm) => vm.name === "new-worker");
    if (worker) Object.assign(worker, { status: "running", transition: null });
    await waitFor(() => expect(within(vms).getByRole("link", { name: "new-worker" }).closest("tr")).toHaveTextContent("Running"));
  });

  it("refuses to delete a network that still has resources, and says why", async () => {
    const backend = network("backend");
    const web2 = mock.store.state.vms.find((vm) => vm.name === "web-2");
    if (web2) web2.network_uuid = backend.uuid;
    await openVpc("backend");
    expect(within(screen.getByRole("table", { name: "Virtual machines in this network" })).getByRole("link", { name: "web-2" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled();
    expect(screen.getByText("This VPC network still has resources in it. Delete them or move them to another network first.")).toBeInTheDocument();
  });

  it("makes a network the default", async () => {
    const { user } = await openVpc("backend");
    await user.click(screen.getByRole("button", { name: "Make default" }));
    expect(await screen.findByText("backend is now the default VPC network")).toBeInTheDocument();
    expect(network("backend").is_default).toBe(true);
    expect(network("Default network").is_default).toBe(false);
  });

  it("renames a network", async () => {
    const { user } = await openVpc("backend");
    const field = within(screen.getByRole("region", { name: "Name" })).getByRole("textbox", { name: /^Name/ });
    await user.clear(field);
    await user.type(field, "backend-2");
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(await screen.findByRole("heading", { level: 1, name: "backend-2" })).toBeInTheDocument();
  });

  it("deletes an empty network after confirmation", async () => {
    const uuid = network("backend").uuid;
    const { user } = await openVpc("backend");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete VPC network" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Network" })).toBeInTheDocument();
    expect(mock.store.state.networks.some((candidate) => candidate.uuid === uuid)).toBe(false);
  });

  it("shows the API's refusal when a network still has resources", async () => {
    mock.server.use(http.delete("*/v1/:location/network/network/:uuid", failure("Network backend still has resources. Move or delete them first.", 409)));
    const { user } = await openVpc("backend");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete VPC network" }));
    expect(await screen.findByText("Failed to delete VPC network")).toBeInTheDocument();
    expect(screen.getByText("Error: Network backend still has resources. Move or delete them first. [api-7f3a] (HTTP 409)")).toBeInTheDocument();
  });
});
