import { describe, expect, it, vi } from "vitest";
import { within } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { openTopUp, setupTopUpTests } from "./topUpTesting";

// The error tracker is the provider's; these tests read the page only.
vi.mock(import("../../../reporting/errorReporting"), async (original) => ({ ...(await original()), reportError: vi.fn() }));

const mock = setupMockApi({ configName: "default" });
setupTopUpTests();

describe("the top-up form's credit policy", () => {
  it("says the account may run below zero and what a top-up lifts", async () => {
    const { card } = await openTopUp(mock, "Personal");
    const policy = within(card).getByText("Credit can run below zero.");
    expect(policy.parentElement).toHaveTextContent(/the account is limited: new virtual machines may have at most 1 vCPU and 2 GB RAM.*A top-up lifts the restriction\./);
  });

  it("says an account without debt is limited once its credit runs out", async () => {
    const account = mock.store.state.billingAccounts.find((candidate) => candidate.title === "Personal");
    if (account) account.allow_debt = false;
    const { card } = await openTopUp(mock, "Personal");
    expect(within(card).getByText("Credit cannot run below zero.").parentElement).toHaveTextContent(/Top up before the credit runs out/);
  });
});
