import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { formatDateTime } from "../../format";
import { setupMockApi } from "../../testing/mockApi";
import { renderAccessRoute } from "./testing";

const mock = setupMockApi({ configName: "default" });

// Toasts outlive a test's render: each test starts with none.
afterEach(() => act(() => void toast.dismiss()));

/** The standard error body of the API, with a correlation id. */
const failure = (message: string) => () => HttpResponse.json({ errors: { Error: message } }, { status: 500, headers: { "x-correlation-id": "api-51c0" } });

function accountants() {
  const found = mock.store.state.delegations.find((candidate) => candidate.name === "Acme accountants");
  if (!found) throw new Error("no delegation Acme accountants in the demo preset");
  return found;
}

async function openDelegation() {
  const view = renderAccessRoute(`/access/delegation/${accountants().id}`);
  await screen.findByRole("heading", { level: 1, name: "Acme accountants" });
  return view;
}

const grantees = () => screen.getByRole("table", { name: "Grantees" });

describe("creating an access delegation", () => {
  it("creates it for the billing account chosen and opens its page", async () => {
    const { user } = renderAccessRoute("/access/create/access_delegation");
    await screen.findByRole("heading", { level: 1, name: "New access delegation" });
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Bookkeepers");
    await user.selectOptions(screen.getByRole("combobox", { name: /Billing account/ }), "Acme OÜ");
    await user.click(screen.getByRole("button", { name: "Create access delegation" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Bookkeepers" })).toBeInTheDocument();
    const acme = mock.store.state.billingAccounts.find((account) => account.title === "Acme OÜ");
    expect(mock.store.state.delegations.find((candidate) => candidate.name === "Bookkeepers")).toMatchObject({ billing_account_id: acme?.id, impersonations: [] });
    expect(within(grantees()).getByText("No records")).toBeInTheDocument();
  });

  it("says 'This field is required' for an empty name", async () => {
    const before = mock.store.state.delegations.length;
    const { user } = renderAccessRoute("/access/create/access_delegation");
    await screen.findByRole("heading", { level: 1, name: "New access delegation" });
    await user.click(screen.getByRole("button", { name: "Create access delegation" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveAccessibleDescription("This field is required");
    expect(mock.store.state.delegations).toHaveLength(before);
  });

  it("keeps what was typed when creating fails, under 'Failed to create access delegation group'", async () => {
    mock.server.use(http.post("*/v1/user-resource/access_group", failure("Database unavailable")));
    const { user } = renderAccessRoute("/access/create/access_delegation");
    await screen.findByRole("heading", { level: 1, name: "New access delegation" });
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Auditors");
    await user.click(screen.getByRole("button", { name: "Create access delegation" }));
    expect(await screen.findByText("Failed to create access delegation group")).toBeInTheDocument();
    expect(screen.getByText("Error: Database unavailable [api-51c0] (HTTP 500)")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Auditors");
  });

  it("has no create page for an unknown type", async () => {
    renderAccessRoute("/access/create/nonsense");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});

describe("an access delegation's page", () => {
  it("lists its grantees, accepted or not, with when they accepted", async () => {
    await openDelegation();
    const accepted = within(grantees()).getByText("accountant@example.com").closest("tr");
    expect(accepted).toHaveTextContent("Accepted");
    // Written in the site's locale (en-GB in the default configuration), never as the API's raw string.
    expect(accepted).toHaveTextContent(formatDateTime(accountants().impersonations[0]?.accepted_at ?? "missing", "en-GB"));
    expect(within(grantees()).getByText("new.hire@example.com").closest("tr")).toHaveTextContent("Not accepted");
    expect(within(screen.getByRole("region", { name: "Details" })).getByText("Acme OÜ")).toBeInTheDocument();
  });

  it("invites a grantee by email and lists the invitation as not accepted", async () => {
    const { user } = await openDelegation();
    const field = screen.getByRole("textbox", { name: /^Grantee email/ });
    await user.type(field, "auditor@example.com");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const row = (await within(grantees()).findByText("auditor@example.com")).closest("tr");
    expect(row).toHaveTextContent("Not accepted");
    expect(field).toHaveValue("");
    expect(accountants().impersonations.map((invitation) => invitation.grantee_username)).toContain("auditor@example.com");
  });

  it("says so for an empty or invalid email and sends nothing", async () => {
    const before = accountants().impersonations.length;
    const { user } = await openDelegation();
    const field = screen.getByRole("textbox", { name: /^Grantee email/ });
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    await user.type(field, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription("Enter a valid email address");
    expect(accountants().impersonations).toHaveLength(before);
  });

  it("keeps the email when inviting fails, under 'Failed to creating impersonation key'", async () => {
    mock.server.use(http.post("*/v1/user-resource/access_group/:id/impersonation", failure("Mailer down")));
    const { user } = await openDelegation();
    const field = screen.getByRole("textbox", { name: /^Grantee email/ });
    await user.type(field, "auditor@example.com");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Failed to creating impersonation key")).toBeInTheDocument();
    expect(screen.getByText("Error: Mailer down [api-51c0] (HTTP 500)")).toBeInTheDocument();
    expect(field).toHaveValue("auditor@example.com");
  });

  it("removes a grantee after confirmation", async () => {
    const { user } = await openDelegation();
    await user.click(within(grantees()).getByRole("button", { name: "Remove new.hire@example.com" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Grantee removed")).toBeInTheDocument();
    expect(within(grantees()).queryByText("new.hire@example.com")).not.toBeInTheDocument();
    expect(accountants().impersonations.map((invitation) => invitation.grantee_username)).toEqual(["accountant@example.com"]);
  });

  it("keeps the grantee when removing fails, under 'Failed to delete impersonation key'", async () => {
    mock.server.use(http.delete("*/v1/user-resource/access_group/:id/impersonation/:uuid", failure("Locked")));
    const { user } = await openDelegation();
    await user.click(within(grantees()).getByRole("button", { name: "Remove new.hire@example.com" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Failed to delete impersonation key")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(grantees()).getByText("new.hire@example.com")).toBeInTheDocument();
  });

  it("deletes the delegation after confirmation and returns to Access", async () => {
    const id = accountants().id;
    const { user } = await openDelegation();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete access delegation" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Access" })).toBeInTheDocument();
    expect(screen.getByText("Access delegation deleted")).toBeInTheDocument();
    expect(mock.store.state.delegations.some((candidate) => candidate.id === id)).toBe(false);
  });

  it("stays when deleting fails, under 'Failed to delete access delegation'", async () => {
    mock.server.use(http.delete("*/v1/user-resource/access_group/:id", failure("Still in use")));
    const { user } = await openDelegation();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete access delegation" }));
    expect(await screen.findByText("Failed to delete access delegation")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { level: 1, name: "Acme accountants" })).toBeInTheDocument();
  });
});
