import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { formatDateTime } from "../../format";
import { setupMockApi } from "../../testing/mockApi";
import { holdUntilAllStarted } from "../../testing/parallelRequests";
import { renderAccessRoute } from "./testing";

describe("the Access page", () => {
  const mock = setupMockApi({ configName: "default" });

  it("lists API tokens with their billing account and restriction, and delegations with their grantee count", async () => {
    renderAccessRoute("/access");
    await screen.findByRole("heading", { level: 1, name: "Access" });
    const tokens = screen.getByRole("table", { name: "API tokens" });
    const monitoring = mock.store.state.tokens.find((token) => token.description === "Acme monitoring");
    const monitoringRow = within(tokens).getByRole("link", { name: "Acme monitoring" }).closest("tr");
    expect(within(tokens).getByRole("link", { name: "Acme monitoring" })).toHaveAttribute("href", `/access/token/${monitoring?.id}`);
    expect(monitoringRow).toHaveTextContent("Acme OÜ");
    expect(monitoringRow).toHaveTextContent("Yes");
    expect(monitoringRow).toHaveTextContent(formatDateTime(monitoring?.created_at, "en-GB"));
    const ci = within(tokens).getByRole("link", { name: "CI deploys" }).closest("tr");
    expect(ci).toHaveTextContent("All billing accounts");
    expect(ci).toHaveTextContent("No");
    const delegations = screen.getByRole("table", { name: "Access delegations" });
    const accountants = within(delegations).getByRole("link", { name: "Acme accountants" });
    expect(accountants.closest("tr")).toHaveTextContent(/Acme OÜ\s*2$/);
    expect(screen.getByRole("link", { name: "Create API token" })).toHaveAttribute("href", "/access/create/api_token");
    expect(screen.getByRole("link", { name: "Create access delegation" })).toHaveAttribute("href", "/access/create/access_delegation");
  });

  it("requests the tokens, the delegations and the billing accounts together", async () => {
    const held = holdUntilAllStarted(mock, ["/user-resource/token/list", "/user-resource/access_group", "/payment/billing_account/list"]);
    renderAccessRoute("/access");
    await waitFor(() => expect(held.started.size).toBe(3));
    expect(await screen.findByRole("heading", { level: 1, name: "Access" })).toBeInTheDocument();
  });

  it("lists every token and delegation as a link in the sidebar", async () => {
    renderAccessRoute("/sidebar");
    const sidebar = await screen.findByRole("complementary", { name: "Access" });
    expect(await within(sidebar).findByRole("link", { name: "CI deploys" })).toBeInTheDocument();
    expect(within(sidebar).getByRole("link", { name: "Acme monitoring" })).toBeInTheDocument();
    expect(within(sidebar).getByRole("link", { name: "Acme accountants" })).toHaveAttribute("href", expect.stringMatching(/^\/access\/delegation\/\d+$/));
    const invitations = within(sidebar).getByRole("link", { name: "Access invitations you received" });
    expect(invitations).toHaveAttribute("href", "/profile");
    // Above the lists, so their arrival moves nothing that was already shown.
    expect(invitations.compareDocumentPosition(within(sidebar).getByRole("region", { name: /API tokens/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("the Access page of an empty account", () => {
  setupMockApi({ configName: "default", preset: "empty" });

  it("says 'No records' in both tables", async () => {
    renderAccessRoute("/access");
    await screen.findByRole("heading", { level: 1, name: "Access" });
    expect(within(screen.getByRole("table", { name: "API tokens" })).getByText("No records")).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Access delegations" })).getByText("No records")).toBeInTheDocument();
  });
});
