import { describe, expect, it, vi } from "vitest";
import { mockUiConfig } from "@cloudconsole/mock-api";
import type { BillingAccount } from "@cloudconsole/sdk";
import { paletteActions, withArticle } from "./actions";

describe("withArticle", () => {
  it.each([
    ["Virtual machine", "a virtual machine"],
    ["API token", "an API token"],
    ["Access delegation", "an access delegation"],
    ["Floating IP", "a Floating IP"],
    ["VPC", "a VPC"],
  ])("%s → %s", (label, words) => {
    expect(withArticle(label)).toBe(words);
  });
});

const account = { id: 7, title: "Acme OÜ", is_active: true, is_default: true, restriction_level: "CLEAR" } as BillingAccount;

describe("paletteActions", () => {
  const handlers = { switchColorScheme: vi.fn(), logout: vi.fn() };

  it("offers what the default configuration enables, a top-up per account, and the always-there actions", () => {
    const labels = paletteActions({ config: mockUiConfig("default"), accounts: [account], ...handlers }).map((action) => action.label);
    expect(labels).toEqual(
      expect.arrayContaining(["Create a virtual machine", "Lease bare metal", "Create a Floating IP", "Create a bucket", "Create a managed service", "Top up Acme OÜ", "Go to Billing", "Go to Network", "Switch colour scheme", "Log out"]),
    );
  });

  it("offers on the metal configuration only what it enables", () => {
    const labels = paletteActions({ config: mockUiConfig("metal"), accounts: [], ...handlers }).map((action) => action.label);
    expect(labels).toContain("Lease bare metal");
    expect(labels).not.toContain("Create a virtual machine");
    expect(labels).not.toContain("Go to Network");
    expect(labels).not.toContain("Create a bucket");
  });

  it("tops up on the account's top-up tab and runs the commands it was given", () => {
    const actions = paletteActions({ config: mockUiConfig("default"), accounts: [account], ...handlers });
    expect(actions.find((action) => action.id === "topup:7")?.path).toBe("/billing/account/7?tab=topup");
    actions.find((action) => action.id === "logout")?.perform?.();
    expect(handlers.logout).toHaveBeenCalledOnce();
  });
});
