import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { openTopUp as openTopUpOf, setupTopUpTests } from "./topUpTesting";

// The error tracker is the provider's: what it is sent is what these tests read.
vi.mock(import("../../../reporting/errorReporting"), async (original) => ({ ...(await original()), reportError: vi.fn() }));

const mock = setupMockApi({ configName: "default" });
setupTopUpTests();
const openTopUp = (title: string) => openTopUpOf(mock, title);

describe("automated top-up and the low-balance notice", () => {
  it("requires threshold and amount when automated top-up is on, then saves it", async () => {
    const { user, account } = await openTopUp("Personal");
    const auto = screen.getByRole("region", { name: "Automated top-up" });
    await user.click(within(auto).getByRole("switch", { name: "Top up automatically" }));
    await user.click(within(auto).getByRole("button", { name: "Save automated top-up" }));
    await waitFor(() => expect(within(auto).getByRole("spinbutton", { name: /When credit falls under/ })).toHaveAccessibleDescription(expect.stringContaining("This field is required")));
    expect(within(auto).getByRole("spinbutton", { name: /Top up by/ })).toHaveAccessibleDescription(expect.stringContaining("This field is required"));
    await user.type(within(auto).getByRole("spinbutton", { name: /When credit falls under/ }), "10");
    await user.type(within(auto).getByRole("spinbutton", { name: /Top up by/ }), "50");
    await user.click(within(auto).getByRole("button", { name: "Save automated top-up" }));
    expect(await screen.findByText("Automated top-up saved")).toBeInTheDocument();
    expect(account).toMatchObject({ is_recurring_payment_enabled: true, recurring_payment_threshold: 10, recurring_payment_amount: 50 });
  });

  it("saves the low-balance notice's threshold and switch", async () => {
    const { user, account } = await openTopUp("Personal");
    const notice = screen.getByRole("region", { name: "Low-balance notice" });
    await user.click(within(notice).getByRole("switch", { name: "Email me when credit is low" }));
    await user.clear(within(notice).getByRole("spinbutton", { name: /Warn under/ }));
    await user.type(within(notice).getByRole("spinbutton", { name: /Warn under/ }), "15");
    await user.click(within(notice).getByRole("button", { name: "Save notice" }));
    expect(await screen.findByText("Low-balance notice saved")).toBeInTheDocument();
    expect(account.low_balance_notice_settings).toEqual({ threshold: 15, is_enabled: true });
  });
});
