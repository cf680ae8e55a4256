import { describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { setupMockApi } from "../../testing/mockApi";
import { renderComputeRoute } from "../../shared/compute/testing";

// These tests run whole screens against the mock API; allow for a loaded machine.
configure({ asyncUtilTimeout: 4000 });

// The list is a virtualised table: it needs a viewport to fill.
const mock = setupMockApi({ configName: "default", layout: true });

const rowNames = () =>
  within(screen.getByRole("region", { name: "Virtual machines table" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the compute list", () => {
  it("lists every VM of every enabled location, sorted by name, with their leases below", async () => {
    renderComputeRoute("/compute");
    await screen.findByRole("heading", { level: 1, name: "Compute" }, { timeout: 5000 });
    expect(rowNames()).toEqual(["backup-box", "db-primary", "jakarta-app", "new-worker", "web-1", "web-2", "win-desktop"]);
    expect(screen.getByText("7 virtual machines")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "build-server" })).toBeInTheDocument();
  });

  it("filters by text, status and location, and sorts by a column", async () => {
    const { user } = renderComputeRoute("/compute");
    await screen.findByRole("heading", { level: 1, name: "Compute" }, { timeout: 5000 });
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

  it("opens a VM from the list at once, without asking for the VMs again", async () => {
    const vm = mock.store.state.vms.find((candidate) => candidate.name === "web-1");
    const { user } = renderComputeRoute("/compute");
    await screen.findByRole("heading", { level: 1, name: "Compute" }, { timeout: 5000 });
    const listCalls: string[] = [];
    mock.server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/user-resource/vm/list")) listCalls.push(request.url);
    });
    await user.click(within(screen.getByRole("region", { name: "Virtual machines table" })).getByRole("link", { name: "web-1" }));
    const overview = await screen.findByRole("region", { name: "Overview" });
    expect(screen.getByRole("heading", { level: 1, name: "web-1" })).toBeInTheDocument();
    expect(within(overview).getByText(vm?.hostname ?? "")).toBeInTheDocument();
    expect(listCalls).toEqual([]);
    mock.server.events.removeAllListeners();
  });

  it("says 'No records' when nothing matches", async () => {
    const { user } = renderComputeRoute("/compute");
    await screen.findByRole("heading", { level: 1, name: "Compute" }, { timeout: 5000 });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "no-such-vm");
    expect(await screen.findByText("No records")).toBeInTheDocument();
    expect(screen.getByText("0 of 7 virtual machines")).toBeInTheDocument();
  });
});
