import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { setupMockApi } from "../../../testing/mockApi";
import { renderRoute } from "../../../testing/render";
import { getSession } from "../../../session/sessionStore";
import { accountTitled, renderHistory } from "../history/testing";
import { AccountPromotions } from "./AccountPromotions";
import { promotionProgress } from "./Promotions";
import { ReferralRoute } from "./ReferralRoute";

const mock = setupMockApi({ configName: "default" });

afterEach(() => act(() => void toast.dismiss()));

async function openPromotions(title: string) {
  const view = renderHistory(`/section/${accountTitled(mock.store, title).id}`, { section: AccountPromotions });
  await screen.findByRole("region", { name: "Promotions" });
  return view;
}

describe("promotions", () => {
  it.each([
    [{ top_up_done: 0, top_up_requirement: 10 }, { done: 0, required: 10, left: 10, reached: false }],
    [{ top_up_done: 4, top_up_requirement: 10 }, { done: 4, required: 10, left: 6, reached: false }],
    [{ top_up_done: 12, top_up_requirement: 10 }, { done: 12, required: 10, left: 0, reached: true }],
    [{}, { done: 0, required: 0, left: 0, reached: true }],
  ])("measures the top-up progress of %j", (promotion, progress) => expect(promotionProgress(promotion)).toEqual(progress));

  it("shows each promotion with its credit and the top-ups still needed", async () => {
    await openPromotions("Side project");
    const list = within(screen.getByRole("list", { name: "Promotions" }));
    expect(list.getByText("First account credit")).toBeInTheDocument();
    expect(list.getByText("€22.00")).toBeInTheDocument();
    expect(list.getByText("Topped up €0.00 of €10.00. Top up €10.00 more to receive €22.00.")).toBeInTheDocument();
    expect(list.getByRole("progressbar", { name: "Top-ups toward First account credit" })).toHaveAttribute("value", "0");
  });

  it("says a promotion is received once its top-ups are done", async () => {
    const side = accountTitled(mock.store, "Side project");
    side.eligible_promotions = [{ credit_type: "referral_receiver", amount: 5.44, top_up_requirement: 11.33, top_up_done: 20 }];
    await openPromotions("Side project");
    expect(screen.getByText("Referral credit")).toBeInTheDocument();
    expect(screen.getByText("Received")).toBeInTheDocument();
  });

  it("refuses an unknown campaign code with 'Invalid campaign.', keeping what was typed", async () => {
    const { user } = await openPromotions("Personal");
    await user.type(screen.getByRole("textbox", { name: "Campaign code" }), "NOPE");
    await user.click(screen.getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Failed to activate campaign")).toBeInTheDocument();
    expect(screen.getAllByText(/Invalid campaign\./).length).toBeGreaterThan(0);
    expect(screen.getByRole("textbox", { name: "Campaign code" })).toHaveValue("NOPE");
    expect(screen.getByRole("textbox", { name: "Campaign code" })).toHaveAccessibleDescription("Invalid campaign.");
  });

  it("activates a campaign code and lists its promotion", async () => {
    const { user } = await openPromotions("Personal");
    await user.click(screen.getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Campaign code" }), "WELCOME10");
    await user.click(screen.getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Campaign activated")).toBeInTheDocument();
    expect(await screen.findByText("Sign-up campaign")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Campaign code" })).toHaveValue("");
  });

  it("shares the referral link with a copy button and what each side earns", async () => {
    const personal = accountTitled(mock.store, "Personal");
    await openPromotions("Personal");
    expect(screen.getByRole("heading", { name: "Refer a friend" })).toBeInTheDocument();
    expect(screen.getByLabelText("Referral link")).toHaveTextContent(`${window.location.origin}/referral/${personal.referral_share_code}`);
    expect(screen.getByText("Share this link. Whoever signs up with it receives €5.44 after topping up €11.33, and you receive €4.93.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy referral link" })).toBeInTheDocument();
  });
});

describe("a referral link", () => {
  it("keeps the code and opens sign-up", async () => {
    renderRoute("referral/:code", <ReferralRoute />, "/referral/abc123");
    expect(await screen.findByText("Landed on /?referral_code=abc123")).toBeInTheDocument();
    expect(getSession().referralCode).toBe("abc123");
  });
});
