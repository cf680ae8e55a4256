import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { formatDateTime } from "../../../format";
import { recordPostedForms } from "../../../testing/formBodies";
import { setupMockApi } from "../../../testing/mockApi";
import { holdUntilAllStarted } from "../../../testing/parallelRequests";
import { renderComputeRoute } from "../../../shared/compute/testing";

const CAPACITY = "Compute resources temporarily unavailable due to high demand. If possible, choose a different region or location.";
const mock = setupMockApi({ configName: "default" });

async function openForm(route = "/compute/create") {
  const view = renderComputeRoute(route);
  // The first render loads the lazy screen chunk.
  await screen.findByRole("heading", { level: 1, name: "Create a virtual machine" });
  return view;
}

describe("VmCreate", () => {
  it("asks for the images, parameters, billing accounts and prices at once", async () => {
    // Each call is held until all four have started: asked for one after another, the form would never show.
    const held = holdUntilAllStarted(mock, ["/config/vm_images", "/api/parameters/vm", "/payment/billing_account/list", "/pricing/list/current"]);
    await openForm();
    expect([...held.started].sort()).toEqual(["/api/parameters/vm", "/config/vm_images", "/payment/billing_account/list", "/pricing/list/current"]);
  });

  it("says 'This field is required' on empty required fields and calls nothing", async () => {
    let calls = 0;
    mock.server.use(http.post("*/v1/:location/user-resource/vm", () => {
      calls++;
      return HttpResponse.json({});
    }));
    const { user } = await openForm();
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveAccessibleDescription("This field is required"));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription("This field is required");
    expect(calls).toBe(0);
  });

  it("checks custom sizes are whole numbers of at least 1 within the API's limits", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: "Custom" }));
    await user.type(screen.getByRole("textbox", { name: /^vCPU/ }), "0");
    await user.type(screen.getByRole("textbox", { name: /^RAM/ }), "1.5");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByText("Must be at least 1")).toBeInTheDocument();
    expect(screen.getByText("Enter a whole number")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Disk/ })).toHaveAccessibleDescription("20–240 GB This field is required");
  });

  it("starts on the default location and does not offer one that takes no new resources", async () => {
    await openForm();
    expect(screen.getByRole("radio", { name: /Tallinn/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Tartu/ })).toBeDisabled();
  });

  it("opens the app-catalog tab on the linked image and version", async () => {
    await openForm("/compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.6");
    expect(screen.getByRole("radio", { name: "Apps" })).toBeChecked();
    expect(screen.getByRole("radio", { name: /WordPress/ })).toBeChecked();
    expect(screen.getByRole("combobox", { name: /Version/ })).toHaveValue("6.6");
  });

  it("disables packages that cannot carry the OS and says why", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /Windows Server/ }));
    expect(screen.getByRole("radio", { name: /1 vCPU \/ 1 GB/ })).toBeDisabled();
    expect(screen.getAllByText("Not available for Windows Server").length).toBeGreaterThan(0);
    expect(screen.getByRole("textbox", { name: /Username/ })).toHaveValue("");
  });

  it("shows a live monthly and hourly price in the site currency", async () => {
    const { user } = await openForm();
    const summary = screen.getByRole("complementary", { name: "Summary" });
    expect(await within(summary).findByText(/^€[\d.]+ \/ month$/)).toBeInTheDocument();
    const before = within(summary).getByText(/\/ month$/).textContent;
    await user.click(screen.getByRole("radio", { name: /4 vCPU \/ 4 GB/ }));
    await waitFor(() => expect(within(summary).getByText(/\/ month$/).textContent).not.toBe(before));
    expect(within(summary).getByText(/^€[\d.]+ \/ hour$/)).toBeInTheDocument();
  });

  it("shows the Windows licence's share of the price once Windows is chosen", async () => {
    const { user } = await openForm();
    const summary = screen.getByRole("complementary", { name: "Summary" });
    await within(summary).findByText(/\/ month$/);
    expect(within(summary).queryByText(/Windows licence/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Windows Server/ }));
    // The mock's licence: 0.0137 an hour, 10.00 a month, per vCPU; the first package that carries Windows has 2.
    expect(await within(summary).findByText("Includes the Windows licence: €20.00 / month (€0.0274 / hour), charged per vCPU.")).toBeInTheDocument();
  });

  it("shows the capacity error as it is and keeps what was typed", async () => {
    mock.server.use(
      http.post("*/v1/:location/user-resource/vm", () => HttpResponse.json({ errors: { Error: CAPACITY } }, { status: 500, headers: { "x-correlation-id": "api-7c1d" } })),
    );
    const { user } = await openForm();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "web-9");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(CAPACITY);
    expect(alert).toHaveTextContent("[api-7c1d]");
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("web-9");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("Secret123");
  });

  it("sends the form and shows the creation progress", async () => {
    let body = new URLSearchParams();
    mock.server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/tll/user-resource/vm")) body = new URLSearchParams(await request.clone().text());
    });
    const { user } = await openForm();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "web-9");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByRole("heading", { name: /^Creating web-9\.\.\. \d+%$/ })).toBeInTheDocument();
    expect(Object.fromEntries(body)).toMatchObject({ name: "web-9", os_name: "ubuntu", os_version: "24.04", vcpu: "1", ram: "1024", disks: "20", reserve_public_ip: "true", username: "root" });
    expect(screen.getByRole("link", { name: "Create another virtual machine" })).toHaveAttribute("href", "/compute/create");
    mock.server.events.removeAllListeners();
  });
});

/** Records the body of each POST /{location}/user-resource/vm until the test ends. */
const recordCreateBodies = () => recordPostedForms(mock, /\/user-resource\/vm$/);

describe("VmCreate boot sources", () => {
  afterEach(() => mock.server.events.removeAllListeners());

  const web1 = () => {
    const vm = mock.store.state.vms.find((candidate) => candidate.name === "web-1");
    const replica = vm?.storage[0]?.replica[0];
    if (!vm || !replica) throw new Error("the demo preset should have web-1 with a snapshot");
    return { vm, replica };
  };

  it("starts on an operating system image", async () => {
    await openForm();
    expect(screen.getByRole("radio", { name: /^Operating system image/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Ubuntu/ })).toBeInTheDocument();
  });

  it("creates from a snapshot of another VM: no OS picker, the disk starts at the snapshot's size, source_uuid + source_replica sent", async () => {
    const bodies = recordCreateBodies();
    const { vm, replica } = web1();
    // The replica's date in the site's locale (en-GB here), never the API's string.
    const snapshotLabel = `web-1 · snapshot · ${formatDateTime(replica.created_at, "en-GB")}`;
    const { user } = await openForm();
    expect(screen.getByRole("group", { name: "Operating system" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /^Snapshot or backup/ }));
    expect(screen.queryByRole("group", { name: "Operating system" })).not.toBeInTheDocument();
    const select = screen.getByRole("combobox", { name: /^Snapshot or backup/ });
    const option = await within(select).findByRole("option", { name: snapshotLabel });
    await user.selectOptions(select, option);
    expect(screen.getByRole("radio", { name: "Custom" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /^Disk/ })).toHaveValue("40");
    expect(screen.getByRole("textbox", { name: /^Disk/ })).toHaveAccessibleDescription("40–240 GB");
    expect(screen.getByRole("complementary", { name: "Summary" })).toHaveTextContent(`From ${snapshotLabel}`);
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "from-snap");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByRole("heading", { name: /^Creating from-snap\.\.\. \d+%$/ })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ source_uuid: vm.uuid, source_replica: replica.uuid, disks: "40", os_name: vm.os_name, os_version: vm.os_version });
    expect(bodies[0]).not.toHaveProperty("disk_uuid");
  });

  it("refuses a disk smaller than the snapshot, and packages too small for it", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /^Snapshot or backup/ }));
    const select = screen.getByRole("combobox", { name: /^Snapshot or backup/ });
    await user.selectOptions(select, await within(select).findByRole("option", { name: /^web-1 · snapshot/ }));
    const disk = screen.getByRole("textbox", { name: /^Disk/ });
    await user.clear(disk);
    await user.type(disk, "30");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByText("Must be at least 40 GB, the size of the snapshot")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Packages" }));
    expect(screen.getByRole("radio", { name: /1 vCPU \/ 1 GB/ })).toBeDisabled();
    expect(screen.getAllByText("Too small for the snapshot (40 GB)").length).toBeGreaterThan(0);
  });

  it("asks for a snapshot with 'This field is required', and offers only those of the chosen location", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /^Snapshot or backup/ }));
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: /^Snapshot or backup/ })).toHaveAccessibleDescription(/This field is required$/));
    await user.click(screen.getByRole("radio", { name: /Jakarta/ }));
    const select = screen.getByRole("combobox", { name: /^Snapshot or backup/ });
    expect(within(select).getAllByRole("option")).toHaveLength(1);
    expect(select).toHaveAccessibleDescription(/^No virtual machine in this location has a snapshot or backup\./);
  });

  it("gives the picked image back when leaving the snapshot choice", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /Debian/ }));
    await user.click(screen.getByRole("radio", { name: /^Snapshot or backup/ }));
    const select = screen.getByRole("combobox", { name: /^Snapshot or backup/ });
    await user.selectOptions(select, await within(select).findByRole("option", { name: /^web-1 · snapshot/ }));
    await user.click(screen.getByRole("radio", { name: /^Operating system image/ }));
    expect(screen.getByRole("radio", { name: /Debian/ })).toBeChecked();
  });

  it("boots from an existing disk: a checked UUID, no disk size, disk_uuid sent without disks", async () => {
    const bodies = recordCreateBodies();
    const { vm } = web1();
    // A disk left behind by a deleted VM (the mock keeps deleted VMs' disks).
    vm.status = "deleted";
    const disk = vm.storage[0]?.uuid ?? "";
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /^Existing disk/ }));
    const field = screen.getByRole("textbox", { name: /^Disk UUID/ });
    expect(field).toHaveAccessibleDescription(/not attached to any virtual machine, in the same location/);
    await user.click(screen.getByRole("radio", { name: "Custom" }));
    expect(screen.queryByRole("textbox", { name: /^Disk \(GB\)/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^vCPU/ }), "2");
    await user.type(screen.getByRole("textbox", { name: /^RAM/ }), "2048");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "reuse-disk");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/This field is required$/);
    await user.type(field, "vda");
    expect(await screen.findByText(/^Enter the disk's UUID/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, disk);
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByRole("heading", { name: /^Creating reuse-disk\.\.\. \d+%$/ })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ disk_uuid: disk, vcpu: "2", ram: "2048" });
    expect(bodies[0]).not.toHaveProperty("disks");
  });

  it("moves the focus to the first invalid field on the page, though the disk field appeared last", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /^Existing disk/ }));
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Disk UUID/ })).toHaveAccessibleDescription(/This field is required$/));
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveAccessibleDescription("This field is required");
    expect(screen.getByRole("textbox", { name: /^Disk UUID/ })).toHaveFocus();
  });

  it("shows the API's refusal and keeps the chosen disk and everything typed", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /^Existing disk/ }));
    const attached = mock.store.state.vms.find((candidate) => candidate.name === "web-2")?.storage[1]?.uuid ?? "";
    await user.type(screen.getByRole("textbox", { name: /^Disk UUID/ }), attached);
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "reuse-busy");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Disk ${attached} is attached to virtual machine web-2.`);
    expect(screen.getByRole("radio", { name: /^Existing disk/ })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /^Disk UUID/ })).toHaveValue(attached);
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("reuse-busy");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("Secret123");
  });

  it("keeps the chosen snapshot when the API refuses it", async () => {
    mock.server.use(http.post("*/v1/:location/user-resource/vm", () => HttpResponse.json({ errors: { Error: "No snapshot or backup x of a virtual machine y in tll." } }, { status: 404 })));
    const { replica } = web1();
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /^Snapshot or backup/ }));
    const select = screen.getByRole("combobox", { name: /^Snapshot or backup/ });
    await user.selectOptions(select, await within(select).findByRole("option", { name: /^web-1 · snapshot/ }));
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "from-snap");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No snapshot or backup x of a virtual machine y in tll.");
    expect(screen.getByRole("combobox", { name: /^Snapshot or backup/ })).toHaveValue(replica.uuid);
    expect(screen.getByRole("textbox", { name: /^Disk/ })).toHaveValue("40");
  });
});
