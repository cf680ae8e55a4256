import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { renderComputeRoute } from "../../../shared/compute/testing";

// The mock's price lists: block storage 0.08 per GB a month, backups and snapshots 0.03.
const mock = setupMockApi({ configName: "default" });

async function openTab(name: string, tab: "storage" | "backups") {
  const vm = mock.store.state.vms.find((candidate) => candidate.name === name);
  if (!vm) throw new Error(`no VM ${name} in the demo preset`);
  const view = renderComputeRoute(`/compute/vm/${vm.location}/${vm.uuid}?tab=${tab}`);
  await screen.findByRole("heading", { level: 1, name });
  await waitFor(() => expect(within(screen.getByRole("tabpanel")).queryByRole("progressbar")).not.toBeInTheDocument());
  return { ...view, vm };
}

describe("what a VM's storage costs", () => {
  it("prices a new disk per GB, then the size typed, before it is added", async () => {
    const { user } = await openTab("web-2", "storage");
    const addDisk = screen.getByRole("region", { name: "Add a disk" });
    expect(await within(addDisk).findByText("Price: €0.08/month per GB.")).toBeInTheDocument();
    await user.type(within(addDisk).getByRole("textbox", { name: /^Size/ }), "50");
    expect(within(addDisk).getByText("Price: €4.00/month.")).toBeInTheDocument();
  });

  it("says what keeping backups and snapshots costs, and what each one kept costs a month", async () => {
    const { vm } = await openTab("web-1", "backups");
    expect(await within(screen.getByRole("region", { name: "Automatic backups" })).findByText("Backups are charged by their size while kept: €0.03/month per GB.")).toBeInTheDocument();
    const snapshots = screen.getByRole("region", { name: "Snapshots and backups" });
    expect(within(snapshots).getByText("Snapshots are charged by their size while kept: €0.03/month per GB.")).toBeInTheDocument();
    const replica = vm.storage[0]?.replica[0];
    if (!replica?.size) throw new Error("the demo preset should have web-1 with a sized snapshot");
    const row = within(snapshots).getAllByRole("row").find((candidate) => within(candidate).queryByText(`${replica.size} GB`));
    expect(row).toHaveTextContent(`€${(replica.size * 0.03).toFixed(2)}/month`);
  });
});
