import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { setupMockApi } from "../../testing/mockApi";
import { addVms, renderComputeRoute } from "../../shared/compute/testing";

// A long list is a virtualised table: it needs a viewport to fill.
const mock = setupMockApi({ configName: "default", layout: true });

/** The table's rows that stand for VMs (not its header or the spacers of a virtual list). */
const vmRows = () => within(screen.getByRole("region", { name: "Virtual machines table" })).getAllByRole("row").filter((row) => row.getAttribute("aria-rowindex") !== "1");

const rowNames = () =>
  within(screen.getByRole("region", { name: "Virtual machines table" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the compute list", () => {
  it("lists every VM of every enabled location, sorted by name, with their leases below", async () => {
    renderComputeRoute("/compute");
    await screen.findByRole("region", { name: "Virtual machines table" });
    expect(rowNames()).toEqual(["backup-box", "db-primary", "jakarta-app", "new-worker", "web-1", "web-2", "win-desktop"]);
    expect(screen.getByText("7 virtual machines")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "build-server" })).toBeInTheDocument();
  });

  it("filters by text, status and location, and sorts by a column", async () => {
    const { user } = renderComputeRoute("/compute");
    await screen.findByRole("region", { name: "Virtual machines table" });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "web");
    await waitFor(() => expect(rowNames()).toEqual(["web-1", "web-2"]));
    await user.clear(screen.getByRole("searchbox", { name: "Search" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "stopped");
    await waitFor(() => expect(rowNames()).toEqual(["db-primary", "win-desktop"]));
    await user.selectOptions(screen.getByRole("combobox", { name: "Location" }), "jkt01");
    await waitFor(() => expect(rowNames()).toEqual(["win-desktop"]));
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "");
    await user.click(within(screen.getByRole("region", { name: "Virtual machines table" })).getByRole("button", { name: /^Name/ }));
    await waitFor(() => expect(rowNames()).toEqual(["win-desktop", "jakarta-app"]));
    expect(within(screen.getByRole("region", { name: "Virtual machines table" })).getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "descending");
  });

  it("opens a VM from the list at once, from the list's copy, while the VM lists go unanswered", async () => {
    const vm = mock.store.state.vms.find((candidate) => candidate.name === "web-1");
    const { user } = renderComputeRoute("/compute");
    await screen.findByRole("region", { name: "Virtual machines table" });
    // From here on no VM list is ever answered: whatever the VM's page shows comes from the list already loaded.
    // (Whether a background refresh starts depends on how long the machine took, so the test does not count requests.)
    mock.server.use(http.get("*/user-resource/vm/list", () => delay("infinite")));
    const link = within(screen.getByRole("region", { name: "Virtual machines table" })).getByRole("link", { name: "web-1" });
    // A real address (opened in a new tab as it is), followed within the console on a plain click.
    expect(link).toHaveAttribute("href", `/compute/vm/${vm?.location}/${vm?.uuid}`);
    await user.click(link);
    const overview = await screen.findByRole("region", { name: "Overview" });
    expect(screen.getByRole("heading", { level: 1, name: "web-1" })).toBeInTheDocument();
    expect(within(overview).getByText(vm?.hostname ?? "")).toBeInTheDocument();
  });

  it("shows its heading and the VMs' title before the lists arrive, and the bare metal below once the VMs are in", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mock.server.use(http.get("*/user-resource/vm/list", async () => void (await answered)));
    renderComputeRoute("/compute");
    expect(await screen.findByRole("heading", { level: 2, name: "Virtual machines" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Compute" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Loading the virtual machines" })).toBeInTheDocument();
    // Below the VMs' skeleton the bare metal would be pushed down when the VMs arrive: it waits, out of sight.
    expect(screen.queryByRole("heading", { name: "Bare metal servers" })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole("region", { name: "Virtual machines table" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "build-server" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Bare metal servers" })).toBeInTheDocument();
  });

  it("says in its section that the VM list failed, with a retry, and keeps the bare metal list", async () => {
    let failing = true;
    mock.server.use(
      http.get("*/user-resource/vm/list", () =>
        failing ? HttpResponse.json({ errors: { Error: "Database unavailable" } }, { status: 500, headers: { "x-correlation-id": "api-5e1f" } }) : undefined,
      ),
    );
    const { user } = renderComputeRoute("/compute");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the virtual machines.");
    expect(alert).toHaveTextContent("Database unavailable [api-5e1f] (HTTP 500)");
    expect(await screen.findByRole("link", { name: "build-server" })).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Try again to load the virtual machines" }));
    await screen.findByRole("region", { name: "Virtual machines table" });
    expect(rowNames()).toContain("web-1");
  });

  it("says 'No records' when nothing matches", async () => {
    const { user } = renderComputeRoute("/compute");
    await screen.findByRole("region", { name: "Virtual machines table" });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "no-such-vm");
    expect(await screen.findByText("No records")).toBeInTheDocument();
    expect(screen.getByText("0 of 7 virtual machines")).toBeInTheDocument();
  });

  it("renders a short list whole, and only the rows in view of a long one, the rest held by spacer rows", async () => {
    const { unmount } = renderComputeRoute("/compute");
    await screen.findByText("7 virtual machines");
    expect(vmRows()).toHaveLength(7);
    unmount();

    addVms(mock, 500);
    const { user } = renderComputeRoute("/compute");
    await screen.findByText("507 virtual machines");
    // The first rows show while the windowing code loads; then those in view (800 px of 44 px rows) and a few more.
    await waitFor(() => expect(vmRows().length).toBeLessThan(60));
    expect(vmRows().length).toBeGreaterThan(18);
    expect(vmRows()[0]).toHaveAttribute("aria-rowindex", "2");
    // Filtered down to a few, every one of them is in view.
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "bulk-049");
    await waitFor(() => expect(screen.getByText("10 of 507 virtual machines")).toBeInTheDocument());
    expect(vmRows()).toHaveLength(10);
  });
});
