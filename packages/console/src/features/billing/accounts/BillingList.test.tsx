import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { demoAccount, dismissToasts, englishT, renderBillingRoute } from "../testing";
import { daysInDebt, restrictionExplanation, statusExplanation } from "./accountState";
import { accountsMessages } from "./messages";

const t = englishT(accountsMessages);

describe("the billing list", () => {
  const mock = setupMockApi({ configName: "default" });
  afterEach(dismissToasts);

  it("lists every account with its state in words, its credit and the default marked", async () => {
    renderBillingRoute("/billing");
    const table = await screen.findByRole("table", { name: "Billing accounts" });
    const personal = within(table).getByRole("link", { name: /Personal/ }).closest("tr");
    expect(personal).toHaveTextContent("Default");
    expect(personal).toHaveTextContent("Active");
    expect(personal).toHaveTextContent("No restrictions");
    expect(personal).toHaveTextContent(/€[\d,]+\.\d\d/);
    const limited = within(table).getByRole("link", { name: /Side project/ }).closest("tr");
    expect(limited).toHaveTextContent("Limited");
    expect(limited).toHaveTextContent("Top up the account to lift the limit.");
    expect(within(table).getByRole("link", { name: /Personal/ })).toHaveAttribute("href", `/billing/account/${demoAccount(mock, "Personal").id}`);
    expect(screen.getByRole("link", { name: "Create billing account" })).toHaveAttribute("href", "/billing/create");
  });

  it.each(["SUSPENDED", "PENDING_VALIDATION"] as const)("explains the %s status and how to fix it", async (status) => {
    demoAccount(mock, "Old project").status = status;
    renderBillingRoute("/billing");
    const row = (await screen.findByRole("link", { name: /Old project/ })).closest("tr");
    expect(row).toHaveTextContent(statusExplanation(t, status).label);
    expect(row).toHaveTextContent(statusExplanation(t, status).fix ?? "");
    // Only a suspended account's row takes the suspended tone.
    expect(row?.getAttribute("data-tone") === "suspended").toBe(status === "SUSPENDED");
  });

  it.each(["LIMITED", "FROZEN", "TERMINATED"] as const)("explains the %s restriction and how to fix it", async (level) => {
    demoAccount(mock, "Old project").restriction_level = level;
    renderBillingRoute("/billing");
    const row = (await screen.findByRole("link", { name: /Old project/ })).closest("tr");
    expect(row).toHaveTextContent(restrictionExplanation(t, level).label);
    expect(row).toHaveTextContent(restrictionExplanation(t, level).meaning);
    expect(row).toHaveTextContent(restrictionExplanation(t, level).fix ?? "");
  });

  it("shows an account in debt with its negative credit", async () => {
    demoAccount(mock, "Old project").credit_amount = -15;
    renderBillingRoute("/billing");
    const row = (await screen.findByRole("link", { name: /Old project/ })).closest("tr");
    expect(row).toHaveTextContent(/-€\d/);
  });

  it("sorts by available credit", async () => {
    const { user } = renderBillingRoute("/billing");
    const table = await screen.findByRole("table", { name: "Billing accounts" });
    await user.click(within(table).getByRole("button", { name: /Available credit/ }));
    const titles = within(table).getAllByRole("link").map((link) => link.textContent);
    expect(titles[0]).toMatch(/Side project|Acme/);
    expect(titles.at(-1)).toMatch(/Personal/);
  });
});

describe("the billing list with no account", () => {
  setupMockApi({ configName: "default", preset: "empty" });

  it("says there is none yet and offers to create one", async () => {
    renderBillingRoute("/billing");
    expect(await screen.findByRole("heading", { name: "No billing account yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create billing account" })).toHaveAttribute("href", "/billing/create");
  });
});

describe("days in debt", () => {
  const day = 86_400_000;
  it.each([
    [{ running_totals: { ongoing_negative_since: null } }, 0],
    [{ running_totals: { ongoing_negative_since: (10 * day) / 1000 } }, 5],
    [{ precalc_days_in_debt: 3 }, 3],
  ])("counts %j as %i days", (account, days) => {
    expect(daysInDebt({ id: 1, title: "t", is_active: true, is_default: false, restriction_level: "CLEAR", ...account }, 15 * day)).toBe(days);
  });
});
