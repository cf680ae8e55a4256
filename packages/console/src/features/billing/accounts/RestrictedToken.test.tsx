import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { storeApiKey } from "../../../session/sessionStore";
import { setupMockApi } from "../../../testing/mockApi";
import { renderRoutes } from "../../../testing/FeatureRoutes";
import { BillingSidebar } from "../BillingSidebar";
import { renderBillingRoute } from "../testing";

const mock = setupMockApi({ configName: "default", freshSession: true });

/** Signs the console in with the demo's API token restricted to one billing account. */
function signInWithRestrictedToken() {
  const token = mock.store.state.tokens.find((candidate) => candidate.restricted);
  if (!token) throw new Error("the demo preset has no restricted token");
  storeApiKey(token.token);
  const account = mock.store.state.billingAccounts.find((candidate) => candidate.id === token.billing_account_id);
  if (!account) throw new Error("the restricted token's account is missing");
  return account;
}

describe("signed in with an API token restricted to one billing account", () => {
  afterEach(() => storeApiKey("demo-key"));

  it("lists only that account's billing", async () => {
    const account = signInWithRestrictedToken();
    renderBillingRoute("/billing");
    const table = await screen.findByRole("table", { name: "Billing accounts" });
    const titles = within(table)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(titles).toEqual([account.title]);
  });

  it("shows only that account in the Billing sidebar", async () => {
    const account = signInWithRestrictedToken();
    renderRoutes([{ path: "billing", element: <BillingSidebar /> }], "/billing");
    const sidebar = await screen.findByRole("complementary", { name: "Billing" });
    const links = await within(sidebar).findAllByRole("link", { name: new RegExp(account.title) });
    expect(links).toHaveLength(1);
    expect(within(sidebar).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/billing/create", `/billing/account/${account.id}`]);
  });
});
