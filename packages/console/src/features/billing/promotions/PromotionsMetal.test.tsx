import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { accountTitled, renderHistory } from "../history/testing";
import { AccountPromotions } from "./AccountPromotions";

const mock = setupMockApi({ configName: "metal" });

describe("promotions where referrals are off (the metal configuration)", () => {
  it("offers campaign codes but no referral link", async () => {
    renderHistory(`/section/${accountTitled(mock.store, "Personal").id}`, { section: AccountPromotions });
    expect(await screen.findByRole("textbox", { name: "Campaign code" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Refer a friend" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Referral link")).not.toBeInTheDocument();
  });
});
