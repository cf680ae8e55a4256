import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { setupMockApi } from "../../testing/mockApi";
import { renderAccessRoute } from "./testing";

const mock = setupMockApi({ configName: "default" });

// Toasts outlive a test's render: each test starts with none.
afterEach(() => act(() => void toast.dismiss()));

/** The standard error body of the API, with a correlation id. */
const failure = (message: string) => () => HttpResponse.json({ errors: { Error: message } }, { status: 500, headers: { "x-correlation-id": "api-7f3a" } });

function token(description: string) {
  const found = mock.store.state.tokens.find((candidate) => candidate.description === description);
  if (!found) throw new Error(`no token ${description} in the demo preset`);
  return found;
}

async function openCreate() {
  const view = renderAccessRoute("/access/create/api_token");
  await screen.findByRole("heading", { level: 1, name: "New API token" });
  return view;
}

async function openToken(description: string) {
  const view = renderAccessRoute(`/access/token/${token(description).id}`);
  await screen.findByRole("heading", { level: 1, name: description });
  return view;
}

describe("creating an API token", () => {
  it("creates an unrestricted token by default and shows its secret once, with a copy button and a link to its page", async () => {
    let body = new URLSearchParams();
    mock.server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/user-resource/token")) body = new URLSearchParams(await request.clone().text());
    });
    const { user } = await openCreate();
    expect(screen.getByRole("checkbox", { name: /Restricted/ })).not.toBeChecked();
    expect(screen.queryByRole("combobox", { name: /Billing account/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^Description/ }), "Backups script");
    await user.click(screen.getByRole("button", { name: "Create API token" }));
    expect(await screen.findByRole("heading", { level: 1, name: "API token created" })).toBeInTheDocument();
    const created = token("Backups script");
    expect(Object.fromEntries(body)).toEqual({ description: "Backups script", restricted: "false", billing_account_id: "0" });
    expect(screen.getByText(created.token)).toBeInTheDocument();
    expect(screen.getByText(/You will not see it again/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy API token" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Open the token's page" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Backups script" })).toBeInTheDocument();
    // The secret is not shown again.
    expect(screen.queryByText(created.token)).not.toBeInTheDocument();
    mock.server.events.removeAllListeners();
  });

  it("restricts a token to the billing account chosen", async () => {
    const { user } = await openCreate();
    await user.type(screen.getByRole("textbox", { name: /^Description/ }), "Acme only");
    await user.click(screen.getByRole("checkbox", { name: /Restricted/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: /Billing account/ }), "Acme OÜ");
    await user.click(screen.getByRole("button", { name: "Create API token" }));
    await screen.findByRole("heading", { level: 1, name: "API token created" });
    const acme = mock.store.state.billingAccounts.find((account) => account.title === "Acme OÜ");
    expect(token("Acme only")).toMatchObject({ restricted: true, billing_account_id: acme?.id });
  });

  it("says 'This field is required' for an empty description and for a restricted token without a billing account", async () => {
    const before = mock.store.state.tokens.length;
    const { user } = await openCreate();
    await user.click(screen.getByRole("checkbox", { name: /Restricted/ }));
    await user.click(screen.getByRole("button", { name: "Create API token" }));
    expect(await screen.findAllByText("This field is required")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: /^Description/ })).toHaveAccessibleDescription("This field is required");
    expect(screen.getByRole("combobox", { name: /Billing account/ })).toHaveAccessibleDescription("This field is required");
    expect(mock.store.state.tokens).toHaveLength(before);
  });

  it("keeps what was typed when creating fails, under 'Failed to create kong token'", async () => {
    mock.server.use(http.post("*/v1/user-resource/token", failure("Kong is down")));
    const { user } = await openCreate();
    await user.type(screen.getByRole("textbox", { name: /^Description/ }), "Nightly export");
    await user.click(screen.getByRole("button", { name: "Create API token" }));
    expect(await screen.findByText("Failed to create kong token")).toBeInTheDocument();
    expect(screen.getByText("Error: Kong is down [api-7f3a] (HTTP 500)")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Description/ })).toHaveValue("Nightly export");
    expect(screen.getByRole("heading", { level: 1, name: "New API token" })).toBeInTheDocument();
  });
});

describe("an API token's page", () => {
  it("shows its details without the secret", async () => {
    await openToken("Acme monitoring");
    const details = screen.getByRole("region", { name: "Details" });
    expect(within(details).getByText("Acme OÜ")).toBeInTheDocument();
    expect(within(details).getByText("Yes")).toBeInTheDocument();
    expect(screen.queryByText(token("Acme monitoring").token)).not.toBeInTheDocument();
  });

  it("says who created it and who acted for them", async () => {
    const monitoring = token("Acme monitoring");
    monitoring.user_id = mock.store.state.user.id;
    const grantee = mock.store.state.delegations.flatMap((delegation) => delegation.impersonations).find((impersonation) => impersonation.grantee_id);
    if (!grantee?.grantee_id) throw new Error("the demo preset should have a delegation with a known grantee");
    monitoring.acting_user_id = grantee.grantee_id;
    await openToken("Acme monitoring");
    const details = screen.getByRole("region", { name: "Details" });
    expect(await within(details).findByText("You")).toBeInTheDocument();
    expect(within(details).getByText("Acting user").nextSibling).toHaveTextContent(`${grantee.grantee_username}, through access delegation`);
  });

  it("says a token made by its owner has no acting user", async () => {
    token("Acme monitoring").acting_user_id = null;
    await openToken("Acme monitoring");
    expect(within(screen.getByRole("region", { name: "Details" })).getByText("Acting user").nextSibling).toHaveTextContent("None: made by its owner");
  });

  it("saves a new description and lifts the restriction with PATCH token", async () => {
    let body = new URLSearchParams();
    mock.server.events.on("request:start", async ({ request }) => {
      if (request.method === "PATCH" && request.url.endsWith("/user-resource/token")) body = new URLSearchParams(await request.clone().text());
    });
    const { user } = await openToken("Acme monitoring");
    const settings = screen.getByRole("region", { name: "Settings" });
    const description = within(settings).getByRole("textbox", { name: /^Description/ });
    await user.clear(description);
    await user.type(description, "Monitoring, all accounts");
    await user.click(within(settings).getByRole("checkbox", { name: /Restricted/ }));
    await user.click(within(settings).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("API token saved")).toBeInTheDocument();
    // `restricted` left out would keep the restriction: false is sent.
    expect(Object.fromEntries(body)).toEqual({ token_id: String(token("Monitoring, all accounts").id), description: "Monitoring, all accounts", restricted: "false", billing_account_id: "0" });
    expect(token("Monitoring, all accounts")).toMatchObject({ restricted: false, billing_account_id: 0 });
    expect(await screen.findByRole("heading", { level: 1, name: "Monitoring, all accounts" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Details" })).getByText("All billing accounts")).toBeInTheDocument();
    mock.server.events.removeAllListeners();
  });

  it("keeps what was typed when saving fails, under 'Failed to update kong token'", async () => {
    mock.server.use(http.patch("*/v1/user-resource/token", failure("Kong said no")));
    const { user } = await openToken("CI deploys");
    const field = within(screen.getByRole("region", { name: "Settings" })).getByRole("textbox", { name: /^Description/ });
    await user.type(field, " (old)");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update kong token")).toBeInTheDocument();
    expect(screen.getByText("Error: Kong said no [api-7f3a] (HTTP 500)")).toBeInTheDocument();
    expect(field).toHaveValue("CI deploys (old)");
  });

  it("deletes the token after confirmation and returns to Access", async () => {
    const id = token("CI deploys").id;
    const { user } = await openToken("CI deploys");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Delete the API token “CI deploys”?");
    await user.click(within(dialog).getByRole("button", { name: "Delete API token" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Access" })).toBeInTheDocument();
    expect(screen.getByText("API token deleted")).toBeInTheDocument();
    expect(mock.store.state.tokens.some((candidate) => candidate.id === id)).toBe(false);
    expect(within(screen.getByRole("table", { name: "API tokens" })).queryByRole("link", { name: "CI deploys" })).not.toBeInTheDocument();
  });

  it("stays on the page when deleting fails, under 'Failed to delete kong token'", async () => {
    mock.server.use(http.delete("*/v1/user-resource/token", failure("Kong is busy")));
    const { user } = await openToken("CI deploys");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete API token" }));
    expect(await screen.findByText("Failed to delete kong token")).toBeInTheDocument();
    // The dialog stays open with the error, for another try or a cancel.
    expect(within(dialog).getByText(/Kong is busy/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { level: 1, name: "CI deploys" })).toBeInTheDocument();
    expect(mock.store.state.tokens.some((candidate) => candidate.description === "CI deploys")).toBe(true);
  });

  it("says so for a token that does not exist", async () => {
    renderAccessRoute("/access/token/999999");
    expect(await screen.findByRole("heading", { level: 1, name: "API token" })).toBeInTheDocument();
    expect(screen.getByText("There is no API token 999999. It may have been deleted.")).toBeInTheDocument();
  });
});
