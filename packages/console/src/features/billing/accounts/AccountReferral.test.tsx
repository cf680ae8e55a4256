import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { setupMockApi } from "../../../testing/mockApi";
import { getSession, SESSION_KEYS, setFirstAccount, storeReferralCode } from "../../../session/sessionStore";
import { demoAccount, dismissToasts, renderBillingRoute } from "../testing";

const field = (name: RegExp) => screen.getByRole("textbox", { name });

async function openCreateForm() {
  const view = renderBillingRoute("/billing/create");
  await screen.findByRole("heading", { level: 1, name: "Create a billing account" });
  return view;
}

/** Fills what the default configuration requires, creates the account and waits for its page. */
async function createTitled(user: UserEvent, title: string) {
  await user.type(field(/^Title/), title);
  await user.type(field(/^Email/), "new@example.test");
  await user.type(field(/^Phone/), "555");
  await user.click(screen.getByRole("button", { name: "Create billing account" }));
  await screen.findByRole("heading", { level: 1, name: title });
}

// The referral code lives in the browser's storage from the referral link until the first account takes it.
function forgetReferral() {
  localStorage.removeItem(SESSION_KEYS.referralCode);
  setFirstAccount(false);
}

describe("a referred customer's first billing account", () => {
  const mock = setupMockApi({ configName: "default", preset: "empty" });
  afterEach(() => (forgetReferral(), dismissToasts()));

  it("starts from the stored referral code, says what it earns and sends it", async () => {
    storeReferralCode("FRIEND42");
    const { user } = await openCreateForm();
    expect(field(/^Referral code/)).toHaveValue("FRIEND42");
    expect(field(/^Referral code/)).toHaveAccessibleDescription("With a referral code this account receives €5.44 of credit once you have topped up €11.33.");
    await createTitled(user, "Referred");
    const created = demoAccount(mock, "Referred");
    expect(created.referral_code).toBe("FRIEND42");
    expect(created.eligible_promotions).toContainEqual(expect.objectContaining({ credit_type: "referral_receiver", amount: 5.44, top_up_requirement: 11.33 }));
  });

  it("sends the code as the customer corrected it", async () => {
    storeReferralCode("FRIEND42");
    const { user } = await openCreateForm();
    await user.clear(field(/^Referral code/));
    await user.type(field(/^Referral code/), " PAL7 ");
    await createTitled(user, "Corrected");
    expect(demoAccount(mock, "Corrected").referral_code).toBe("PAL7");
  });

  it("offers an empty referral code to a customer who came without one, and sends none", async () => {
    const { user } = await openCreateForm();
    expect(field(/^Referral code/)).toHaveValue("");
    await createTitled(user, "Unreferred");
    expect(demoAccount(mock, "Unreferred")).toMatchObject({ referral_code: "", eligible_promotions: [] });
  });
});

describe("the referral code beyond the first account", () => {
  const mock = setupMockApi({ configName: "default" });
  afterEach(() => (forgetReferral(), dismissToasts()));

  it("is not offered once the customer has an account", async () => {
    storeReferralCode("FRIEND42");
    await openCreateForm();
    expect(screen.queryByRole("textbox", { name: /^Referral code/ })).not.toBeInTheDocument();
  });

  it("is offered while the sign-up's first account is still to be made, and the flag is cleared once it is", async () => {
    storeReferralCode("FRIEND42");
    setFirstAccount(true);
    const { user } = await openCreateForm();
    expect(field(/^Referral code/)).toHaveValue("FRIEND42");
    await createTitled(user, "Signed up");
    expect(demoAccount(mock, "Signed up").referral_code).toBe("FRIEND42");
    await waitFor(() => expect(getSession().firstAccount).toBe(false));
  });
});

describe("the referral code where referrals are off (the metal configuration)", () => {
  setupMockApi({ configName: "metal", preset: "empty" });
  afterEach(forgetReferral);

  it("is not offered, even to a referred customer", async () => {
    storeReferralCode("FRIEND42");
    await openCreateForm();
    expect(screen.queryByRole("textbox", { name: /^Referral code/ })).not.toBeInTheDocument();
  });
});
