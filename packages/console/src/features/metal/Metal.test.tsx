import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupMockApi } from "../../testing/mockApi";
import { holdUntilAllStarted } from "../../testing/parallelRequests";
import { renderComputeRoute } from "../../shared/compute/testing";

const mock = setupMockApi({ configName: "metal" });

const failing = (message: string) => HttpResponse.json({ errors: { Error: message } }, { status: 500, headers: { "x-correlation-id": "api-m3t4" } });

describe("bare metal", () => {
  it("asks for the billing accounts, the operating systems and the first location's machine types at once, and shows the form with its cards", async () => {
    // Each call is held until all have started: asked for one after the other, the form would never show.
    const held = holdUntilAllStarted(mock, ["/payment/billing_account/list", "/metal/os", "/metal/specs"]);
    renderComputeRoute("/metal/create");
    expect(await screen.findByRole("heading", { level: 1, name: "Lease a bare metal server" })).toBeInTheDocument();
    expect(held.started.size).toBe(3);
    // The machine types are there with the form, not loading above its fields (which they would push down).
    expect(screen.getByRole("radio", { name: /Metal S/ })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Loading machine types" })).not.toBeInTheDocument();
  });

  it("leases a machine: spec, OS, name, then its progress while it is prepared, then its page", async () => {
    const { user } = renderComputeRoute("/metal/create");
    await screen.findByRole("heading", { level: 1, name: "Lease a bare metal server" });
    await user.click(screen.getByRole("button", { name: "Lease server" }));
    expect(await screen.findAllByText("This field is required")).toHaveLength(3);
    await user.click(await screen.findByRole("radio", { name: /Metal S/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: /Operating system/ }), "debian-12");
    await user.type(screen.getByRole("textbox", { name: /Server name/ }), "render-1");
    await user.click(screen.getByRole("button", { name: "Lease server" }));
    expect(await screen.findByRole("heading", { level: 1, name: /^Creating render-1\.\.\. \d+%$/ })).toBeInTheDocument();
    const lease = mock.store.state.metalLeases.find((candidate) => candidate.display_name === "render-1");
    expect(screen.getByRole("link", { name: /Open the server's page/ })).toHaveAttribute("href", `/metal/lease/${lease?.uuid ?? ""}`);
    expect(screen.getByRole("link", { name: "Create another bare metal server" })).toHaveAttribute("href", "/metal/create");
    // Prepared (its provisioning due now rather than in 20 s): at its next refresh the lease leaves pending, and the
    // page the progress hands over to says it is in use.
    if (lease?.transition) lease.transition.at = mock.store.clock.now();
    expect(await screen.findByRole("heading", { level: 1, name: "render-1" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("In use")).toBeInTheDocument();
  });

  it("names the operating system's type on a lease's page", async () => {
    const lease = mock.store.state.metalLeases.find((candidate) => candidate.status === "in_use");
    if (!lease) throw new Error("the metal preset should have a lease in use");
    renderComputeRoute(`/metal/lease/${lease.uuid}`);
    const machine = await screen.findByRole("region", { name: "Machine" });
    const osType = (await within(machine).findByText("OS type")).nextSibling;
    await waitFor(() => expect(osType).toHaveTextContent(/^(Linux|Hypervisor)$/));
  });

  it("says what a leased server costs in the chosen location, a month and an hour", async () => {
    renderComputeRoute("/metal/create");
    await screen.findByRole("heading", { level: 1, name: "Lease a bare metal server" });
    expect(await screen.findByText(/^\D*120\.01 a month$/)).toBeInTheDocument();
    expect(screen.getByText(/^\D*0\.1644 an hour, charged by the hour while the server is leased\.$/)).toBeInTheDocument();
  });

  it("says beside the billing account that credit cannot run below zero on this site, and names no VM size", async () => {
    renderComputeRoute("/metal/create");
    const policy = await screen.findByText("Credit cannot run below zero.");
    expect(policy.parentElement).toHaveTextContent("When the credit runs out, the account is limited: what already runs keeps running.");
    expect(policy.parentElement).not.toHaveTextContent("virtual machines");
  });

  it("shows 'No available machines' as it comes and keeps the form", async () => {
    mock.server.use(http.post("*/v1/:location/metal/leases", () => failing("No available machines")));
    const { user } = renderComputeRoute("/metal/create");
    await user.click(await screen.findByRole("radio", { name: /Metal M/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: /Operating system/ }), "rocky-9");
    await user.type(screen.getByRole("textbox", { name: /Server name/ }), "big-1");
    await user.click(screen.getByRole("button", { name: "Lease server" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No available machines");
    expect(screen.getByRole("textbox", { name: /Server name/ })).toHaveValue("big-1");
  });

  it("shows SSH credentials only on demand, with a copy button", async () => {
    const lease = mock.store.state.metalLeases[0];
    const { user } = renderComputeRoute(`/metal/lease/${lease?.uuid ?? ""}`);
    await screen.findByRole("heading", { level: 1, name: "build-server" });
    expect(screen.queryByText("root / mock-password")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show SSH credentials" }));
    expect(screen.getByText("root / mock-password")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy SSH credentials" })).toBeInTheDocument();
  });

  it("shows 'Too soon to release machine' as it comes, and releases after confirmation", async () => {
    const lease = mock.store.state.metalLeases[0];
    mock.server.use(http.delete("*/v1/:location/metal/leases/:uuid", () => failing("Too soon to release machine"), { once: true }));
    const { user } = renderComputeRoute(`/metal/lease/${lease?.uuid ?? ""}`);
    await screen.findByRole("heading", { level: 1, name: "build-server" });
    await user.click(screen.getByRole("button", { name: "Release server" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.type(within(dialog).getByRole("textbox"), "build-server");
    await user.click(within(dialog).getByRole("button", { name: "Release server" }));
    expect(await within(dialog).findByText(/Too soon to release machine/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Release server" }));
    await waitFor(() => expect(mock.store.state.metalLeases[0]?.status).toBe("released"));
  });

  it("shows only bare metal on the compute page with the metal configuration", async () => {
    renderComputeRoute("/compute");
    expect(await screen.findByRole("heading", { level: 1, name: "Bare metal" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Virtual machines" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create virtual machine" })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "build-server" })).toBeInTheDocument();
  });
});
