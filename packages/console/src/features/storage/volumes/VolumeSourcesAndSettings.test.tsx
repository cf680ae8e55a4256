import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { screen, within } from "@testing-library/react";
import { renderStorageRoute } from "../testing";
import { setupMockApi } from "../../../testing/mockApi";

const API = "http://localhost/v1";

describe("creating a volume from a source", () => {
  const mock = setupMockApi({ configName: "default" });
  const disk = (name: string) => mock.store.state.blockDisks?.find((candidate) => candidate.display_name === name);

  it("copies a volume at its own size, refusing a smaller one, and names its source on the new volume's page", async () => {
    const { user } = renderStorageRoute("/storage/create/volume");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Start from" }), "A copy of a volume");
    await user.click(screen.getByRole("button", { name: "Create volume" }));
    const volume = screen.getByRole("combobox", { name: /^Volume/ });
    await expect.poll(() => volume).toHaveAccessibleDescription(expect.stringContaining("This field is required"));
    await user.selectOptions(volume, "db-data · 50 GB");
    expect(screen.getByText("Leave empty for the source's 50 GB.")).toBeInTheDocument();
    expect(await screen.findByText(/Price: .*4\.00\/month/)).toBeInTheDocument();
    const size = screen.getByRole("textbox", { name: /^Size \(GB\)/ });
    await user.type(size, "20");
    await user.click(screen.getByRole("button", { name: "Create volume" }));
    expect(await screen.findByText("A copy is at least as large as its source: enter 50 GB or more, or leave it empty")).toBeInTheDocument();
    await user.clear(size);
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "db-copy");
    await user.click(screen.getByRole("button", { name: "Create volume" }));
    expect(await screen.findByRole("heading", { level: 1, name: "db-copy" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Details" })).toHaveTextContent("Copy of db-data");
    expect(disk("db-copy")).toMatchObject({ size_gb: 50, source_image_type: "DISK", source_image: disk("db-data")?.uuid });
  });

  it("starts from an operating system image of the catalogue, at the size typed", async () => {
    const { user } = renderStorageRoute("/storage/create/volume");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Start from" }), "An operating system image");
    const image = screen.getByRole("combobox", { name: /^Image/ });
    await within(image).findByRole("option", { name: "Ubuntu 24.04 LTS" });
    // The app catalogue's images are not disks to start from.
    expect(within(image).queryByRole("option", { name: /WordPress/ })).not.toBeInTheDocument();
    await user.selectOptions(image, "Ubuntu 24.04 LTS");
    await user.type(screen.getByRole("textbox", { name: /^Size \(GB\)/ }), "30");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "golden");
    await user.click(screen.getByRole("button", { name: "Create volume" }));
    expect(await screen.findByRole("heading", { level: 1, name: "golden" })).toBeInTheDocument();
    expect(disk("golden")).toMatchObject({ size_gb: 30, source_image_type: "OS_BASE", source_image: "ubuntu_24.04" });
  });

  it("starts from a snapshot of a volume in the chosen location, and forgets the choice when the location changes", async () => {
    const source = disk("db-data");
    source?.snapshots.push({ uuid: "5e0a7c1b-snap-4d2e-9f3a-000000000001", disk_uuid: source.uuid, display_name: "before-upgrade", size_gb: 50, created_at: "2026-11-30T10:00:00.000Z" });
    const { user } = renderStorageRoute("/storage/create/volume");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Start from" }), "A snapshot of a volume");
    const snapshot = screen.getByRole("combobox", { name: /^Snapshot/ });
    await user.selectOptions(snapshot, "db-data · before-upgrade · 50 GB");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Location/ }), "jhv");
    expect(screen.getByRole("combobox", { name: /^Snapshot/ })).toHaveValue("");
    expect(within(screen.getByRole("combobox", { name: /^Snapshot/ })).getByRole("option", { name: "No snapshot in this location" })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Location/ }), "tll");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Snapshot/ }), "db-data · before-upgrade · 50 GB");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "restored");
    await user.click(screen.getByRole("button", { name: "Create volume" }));
    expect(await screen.findByRole("heading", { level: 1, name: "restored" })).toBeInTheDocument();
    expect(disk("restored")).toMatchObject({ size_gb: 50, source_image_type: "SNAPSHOT", source_image: "5e0a7c1b-snap-4d2e-9f3a-000000000001" });
  });
});

describe("a volume's settings", () => {
  const mock = setupMockApi({ configName: "default" });
  const dbData = () => mock.store.state.blockDisks?.find((candidate) => candidate.display_name === "db-data" || candidate.display_name === "pg-data");
  const accountId = (title: string) => mock.store.state.billingAccounts.find((account) => account.title === title)?.id;

  it("renames the volume and moves it to another billing account", async () => {
    const { user } = renderStorageRoute(`/storage/volume/tll/${dbData()?.uuid ?? ""}`);
    const settings = await screen.findByRole("region", { name: "Settings" });
    const name = within(settings).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "pg-data");
    await user.selectOptions(within(settings).getByRole("combobox", { name: /^Billing account/ }), "Acme OÜ");
    await user.click(within(settings).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("heading", { level: 1, name: "pg-data" })).toBeInTheDocument();
    expect(await screen.findByText("Volume pg-data saved")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Details" })).toHaveTextContent("Acme OÜ");
    expect(dbData()).toMatchObject({ display_name: "pg-data", billing_account_id: accountId("Acme OÜ") });
  });

  it("keeps what was typed when the platform refuses, and never clears a name", async () => {
    mock.server.use(http.patch(`${API}/tll/storage/disks/:uuid`, () => HttpResponse.json({ message: "Billing account is suspended" }, { status: 400 })));
    const { user } = renderStorageRoute(`/storage/volume/tll/${dbData()?.uuid ?? ""}`);
    const settings = await screen.findByRole("region", { name: "Settings" });
    const name = within(settings).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.click(within(settings).getByRole("button", { name: "Save changes" }));
    expect(await within(settings).findByText("A volume keeps a name once it has one: enter a new name")).toBeInTheDocument();
    await user.type(name, "pg-data");
    await user.click(within(settings).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update volume")).toBeInTheDocument();
    expect(screen.getByText(/Billing account is suspended/)).toBeInTheDocument();
    expect(name).toHaveValue("pg-data");
    expect(dbData()?.display_name).toBe("db-data");
  });
});
