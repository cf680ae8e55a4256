import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { screen, waitFor, within } from "@testing-library/react";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { setupMockApi } from "../../../testing/mockApi";
import { holdUntilAllStarted } from "../../../testing/parallelRequests";
import { renderStorageRoute } from "../testing";

const API = "http://localhost/v1";

describe("the volume list", () => {
  const mock = setupMockApi({ configName: "default" });

  it("lists each volume with its size, location, attachment and monthly price", async () => {
    renderStorageRoute("/storage");
    const table = await screen.findByRole("table", { name: "Volumes" });
    const disk = mock.store.state.blockDisks?.find((candidate) => candidate.display_name === "db-data");
    const row = within(table).getByRole("link", { name: "db-data" }).closest("tr");
    expect(within(table).getByRole("link", { name: "db-data" })).toHaveAttribute("href", `/storage/volume/tll/${disk?.uuid ?? ""}`);
    expect(row).toHaveTextContent("50 GB");
    expect(row).toHaveTextContent("Tallinn");
    expect(row).toHaveTextContent("Detached");
    // 50 GB at the price list's 0.08 per GB and month.
    expect(row).toHaveTextContent(/4\.00\/month/);
  });

  it("names the VM a volume is attached to, with its page", async () => {
    const disk = mock.store.state.blockDisks?.find((candidate) => candidate.display_name === "db-data");
    const vm = mock.store.state.vms.find((candidate) => candidate.name === "web-1");
    await fetch(`${API}/tll/user-resource/vm/storage/attach`, { method: "POST", headers: { apikey: "demo-key" }, body: new URLSearchParams({ uuid: vm?.uuid ?? "", storage_uuid: disk?.uuid ?? "" }) });
    renderStorageRoute("/storage");
    const table = await screen.findByRole("table", { name: "Volumes" });
    const row = within(table).getByRole("link", { name: "db-data" }).closest("tr");
    expect(within(row ?? table).getByRole("link", { name: "web-1" })).toHaveAttribute("href", `/compute/vm/tll/${vm?.uuid ?? ""}`);
  });

  it("lists the volumes and the buckets in the sidebar, with both create links", async () => {
    renderStorageRoute("/sidebar");
    const sidebar = await screen.findByRole("complementary", { name: "Storage" });
    const volumes = await within(sidebar).findByRole("region", { name: /^Volumes/ });
    expect(within(volumes).getByRole("link", { name: /^ubuntu-template/ })).toHaveAttribute("href", expect.stringMatching(/^\/storage\/volume\/tll\//));
    expect(within(sidebar).getByRole("link", { name: "Create volume" })).toHaveAttribute("href", "/storage/create/volume");
    expect(within(sidebar).getByRole("link", { name: "Create bucket" })).toHaveAttribute("href", "/storage/create");
  });

  it("requests the disks, the VMs, the billing accounts and the prices together", async () => {
    const held = holdUntilAllStarted(mock, ["/tll/storage/disks", "/tll/user-resource/vm/list", "/payment/billing_account/list", "/pricing/list/current"]);
    renderStorageRoute("/storage");
    await waitFor(() => expect(held.started.size).toBe(4));
    expect(await screen.findByRole("table", { name: "Volumes" })).toBeInTheDocument();
  });

  it("says 'Failed to get volumes' with the API's text, and still lists the buckets", async () => {
    mock.server.use(http.get(`${API}/jhv/storage/disks`, () => HttpResponse.json({ message: "Block storage is down for maintenance" }, { status: 500 })));
    renderStorageRoute("/storage");
    expect(await screen.findByText(/Block storage is down for maintenance/)).toBeInTheDocument();
    expect(screen.getAllByText("Failed to get volumes").length).toBeGreaterThan(0);
    expect(await screen.findByRole("table", { name: "Buckets" })).toBeInTheDocument();
  });
});

describe("the Storage page of a site without object storage", () => {
  const mock = setupMockApi({ configName: "default" });

  it("lists the volumes alone, with no bucket nor S3 access", async () => {
    mock.server.use(http.get(`${API}/config/ui/config`, () => HttpResponse.json({ ...mockUiConfig("default"), storageEnabled: false })));
    renderStorageRoute("/storage");
    expect(await screen.findByRole("table", { name: "Volumes" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create volume" })).toHaveAttribute("href", "/storage/create/volume");
    expect(screen.queryByRole("heading", { name: "Buckets" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create bucket" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "S3 access" })).not.toBeInTheDocument();
  });
});

describe("the volume list of an empty account", () => {
  setupMockApi({ configName: "default", preset: "empty" });

  it("offers to create the first volume", async () => {
    renderStorageRoute("/storage");
    expect(await screen.findByRole("heading", { name: "No volumes yet" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Create volume" })[0]).toHaveAttribute("href", "/storage/create/volume");
  });
});

describe("creating a volume", () => {
  const mock = setupMockApi({ configName: "default" });

  it("says what is wrong with the size, shows the price of the size typed, creates the volume and opens it", async () => {
    const { user } = renderStorageRoute("/storage/create/volume");
    const size = await screen.findByRole("textbox", { name: /^Size \(GB\)/ });
    await user.click(screen.getByRole("button", { name: "Create volume" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    await user.type(size, "1.5");
    await user.click(screen.getByRole("button", { name: "Create volume" }));
    expect(await screen.findByText("Enter a whole number of GB")).toBeInTheDocument();
    await user.clear(size);
    await user.type(size, "100");
    expect(await screen.findByText(/Price: .*8\.00\/month/)).toBeInTheDocument();
    // The default account may run below zero, as the default site allows.
    expect(screen.getByText("Credit can run below zero.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "media");
    await user.click(screen.getByRole("button", { name: "Create volume" }));
    expect(await screen.findByRole("heading", { level: 1, name: "media" })).toBeInTheDocument();
    const created = mock.store.state.blockDisks?.find((disk) => disk.display_name === "media");
    expect(created).toMatchObject({ size_gb: 100, location: "tll", source_image_type: "EMPTY" });
  });

  it("keeps what was typed when the platform refuses", async () => {
    mock.server.use(http.post(`${API}/tll/storage/disks`, () => HttpResponse.json({ message: "Storage quota exceeded" }, { status: 400 })));
    const { user } = renderStorageRoute("/storage/create/volume");
    const size = await screen.findByRole("textbox", { name: /^Size \(GB\)/ });
    await user.type(size, "500");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "archive");
    await user.click(screen.getByRole("button", { name: "Create volume" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Storage quota exceeded/);
    expect(size).toHaveValue("500");
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("archive");
  });
});

describe("a volume's page", () => {
  const mock = setupMockApi({ configName: "default" });
  const dbData = () => {
    const disk = mock.store.state.blockDisks?.find((candidate) => candidate.display_name === "db-data");
    if (!disk) throw new Error("no db-data volume in the demo preset");
    return disk;
  };

  it("attaches the volume to a VM, refuses to delete it while attached, detaches it and deletes it", async () => {
    const disk = dbData();
    const { user } = renderStorageRoute(`/storage/volume/tll/${disk.uuid}`);
    const details = await screen.findByRole("region", { name: "Details" });
    expect(details).toHaveTextContent("50 GB");
    const attachTo = screen.getByRole("combobox", { name: "Attach to" });
    // A VM still being created cannot take a volume.
    expect(within(attachTo).getByRole("option", { name: /new-worker \(creating\)/ })).toBeDisabled();
    await user.selectOptions(attachTo, within(attachTo).getByRole("option", { name: "db-primary" }));
    await user.click(screen.getByRole("button", { name: "Attach volume" }));
    expect(await screen.findByText("Attached to db-primary.")).toBeInTheDocument();
    const vm = mock.store.state.vms.find((candidate) => candidate.name === "db-primary");
    expect(dbData().attached_to).toBe(vm?.uuid);
    expect(screen.getByRole("button", { name: "Delete volume" })).toBeDisabled();
    expect(screen.getByText("A volume attached to a virtual machine cannot be deleted: detach it from db-primary first.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Detach db-data" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Detach volume" }));
    expect(await screen.findByRole("combobox", { name: "Attach to" })).toBeInTheDocument();
    expect(dbData().attached_to).toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete volume" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete volume" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Storage" })).toBeInTheDocument();
    expect(mock.store.state.blockDisks?.some((candidate) => candidate.uuid === disk.uuid)).toBe(false);
  });

  it("shows the platform's refusal when attaching fails, and stays detached", async () => {
    mock.server.use(http.post(`${API}/tll/user-resource/vm/storage/attach`, () => HttpResponse.json({ message: "The virtual machine is busy" }, { status: 409 })));
    const { user } = renderStorageRoute(`/storage/volume/tll/${dbData().uuid}`);
    const attachTo = await screen.findByRole("combobox", { name: "Attach to" });
    await user.selectOptions(attachTo, within(attachTo).getByRole("option", { name: "web-1" }));
    await user.click(screen.getByRole("button", { name: "Attach volume" }));
    expect(await screen.findByText("Failed to attach volume")).toBeInTheDocument();
    expect(screen.getByText(/The virtual machine is busy/)).toBeInTheDocument();
    expect(dbData().attached_to).toBeNull();
  });

  it("says there is no such volume", async () => {
    renderStorageRoute("/storage/volume/tll/no-such-disk");
    expect(await screen.findByText(/There is no volume no-such-disk in Tallinn/)).toBeInTheDocument();
  });
});
