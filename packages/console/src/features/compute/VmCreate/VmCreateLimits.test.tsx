import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { setupMockApi } from "../../../testing/mockApi";
import { renderComputeRoute } from "../../../shared/compute/testing";

// The demo's "Side project" is LIMITED; the default site limits such an account to 1 vCPU and 2048 MB RAM.
const mock = setupMockApi({ configName: "default" });

async function openForm() {
  const view = renderComputeRoute("/compute/create");
  await screen.findByRole("heading", { level: 1, name: "Create a virtual machine" });
  return view;
}

function sideProject() {
  const account = mock.store.state.billingAccounts.find((candidate) => candidate.title === "Side project");
  if (account?.restriction_level !== "LIMITED") throw new Error("the demo preset should have a LIMITED 'Side project'");
  return account;
}

type User = Awaited<ReturnType<typeof openForm>>["user"];

/** Charges the VM to the LIMITED account and types a custom size with a 20 GB disk. */
async function customSizeOnSideProject(user: User, vcpu: string, ramMb: string) {
  await user.selectOptions(screen.getByRole("combobox", { name: /^Billing account/ }), "Side project");
  await user.click(screen.getByRole("radio", { name: "Custom" }));
  await user.type(screen.getByRole("textbox", { name: /^vCPU/ }), vcpu);
  await user.type(screen.getByRole("textbox", { name: /^RAM/ }), ramMb);
  await user.type(screen.getByRole("textbox", { name: /^Disk/ }), "20");
}

/** Names the VM, gives it a password and submits. */
async function submit(user: User, name: string) {
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), name);
  await user.type(screen.getByLabelText(/^Password/), "Secret123");
  await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
}

const sizeCard = () => screen.getByRole("region", { name: "Size" });
const summary = () => screen.getByRole("complementary", { name: "Summary" });

describe("VmCreate on a LIMITED billing account", () => {
  it("offers every size to a CLEAR account, and says beside the account what happens when its credit runs out", async () => {
    await openForm();
    expect(screen.getByRole("radio", { name: /4 vCPU \/ 4 GB/ })).toBeEnabled();
    expect(within(sizeCard()).queryByText(/is a limited billing account/)).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Details" })).getByText("Credit can run below zero.")).toBeInTheDocument();
  });

  it("marks the sizes beyond the limit, says why and links to topping the account up, before anything is sent", async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Billing account/ }), "Side project");
    const notice = within(sizeCard()).getAllByRole("status").find((candidate) => candidate.textContent?.includes("limited billing account"));
    if (!notice) throw new Error("no notice of the account's limit");
    expect(notice).toHaveTextContent("Side project is a limited billing account");
    expect(notice).toHaveTextContent("It may create virtual machines of at most 1 vCPU and 2 GB RAM; larger sizes are not offered. A top-up lifts the limit.");
    expect(within(notice).getByRole("link", { name: "Top up Side project" })).toHaveAttribute("href", `/billing/account/${sideProject().id}`);
    expect(screen.getByRole("radio", { name: /1 vCPU \/ 1 GB/ })).toBeEnabled();
    for (const name of [/2 vCPU \/ 1 GB/, /2 vCPU \/ 2 GB/, /4 vCPU \/ 4 GB/]) expect(screen.getByRole("radio", { name })).toBeDisabled();
    expect(within(sizeCard()).getAllByText("Over the limited account's 1 vCPU and 2 GB RAM")).toHaveLength(4);
  });

  it("refuses a custom size over the limit without calling the API, and keeps what was typed", async () => {
    let calls = 0;
    mock.server.use(http.post("*/v1/:location/user-resource/vm", () => void calls++));
    const { user } = await openForm();
    await customSizeOnSideProject(user, "2", "4096");
    expect(within(summary()).getByText("Larger than a limited billing account may create: at most 1 vCPU and 2 GB RAM.")).toBeInTheDocument();
    await submit(user, "small-1");
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^vCPU/ })).toHaveAccessibleDescription(/A limited account may have at most 1 vCPU/));
    expect(screen.getByRole("textbox", { name: /^RAM/ })).toHaveAccessibleDescription(/A limited account may have at most 2048 MB/);
    expect(screen.getByRole("textbox", { name: /^vCPU/ })).toHaveValue("2");
    expect(calls).toBe(0);
  });

  it("creates a VM at the limit, which the API accepts for the limited account", async () => {
    const { user } = await openForm();
    await customSizeOnSideProject(user, "1", "2048");
    expect(within(summary()).queryByText(/Larger than a limited billing account/)).not.toBeInTheDocument();
    await submit(user, "small-1");
    expect(await screen.findByRole("heading", { name: /^Creating small-1\.\.\. \d+%$/ })).toBeInTheDocument();
    expect(mock.store.state.vms.find((vm) => vm.name === "small-1")).toMatchObject({ billing_account: sideProject().id, vcpu: 1, memory: 2048 });
  });
});
