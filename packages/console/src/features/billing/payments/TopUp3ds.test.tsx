import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupMockApi } from "../../../testing/mockApi";
import mockAdapter from "./cardProcessors/adapters/mock";
import type { NextAction } from "./cardProcessors/types";
import { amountField, openTopUp as openTopUpOf, setupTopUpTests, typeAmount } from "./topUpTesting";
import { waitForState } from "../../../testing/waitForState";

// The error tracker is the provider's: what it is sent is what these tests read.
vi.mock(import("../../../reporting/errorReporting"), async (original) => ({ ...(await original()), reportError: vi.fn() }));

const mock = setupMockApi({ configName: "default" });
setupTopUpTests();
const openTopUp = (title: string) => openTopUpOf(mock, title);

describe("when the processor confirms the charge in the page (3-D Secure)", () => {
  const secret = "pi_3ds_secret_mock";
  let posthooks: string[] = [];
  let calls: string[] = [];
  beforeEach(() => {
    posthooks = [];
    calls = [];
    mock.server.use(
      http.post("*/v1/payment/credit/buy", () => HttpResponse.json({ success: false, client_secret: secret, charge_id: "ch_before_confirmation" })),
      http.post("*/v1/payment/credit/buy/posthook", async ({ request }) => {
        posthooks.push(await request.text());
        return HttpResponse.json({ success: true });
      }),
    );
    mock.server.events.on("request:start", ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`));
  });
  afterEach(() => {
    mock.server.events.removeAllListeners();
    Reflect.deleteProperty(mockAdapter, "handleNextAction");
  });

  it("runs the adapter's next action, then completes the charge with its charge id and refreshes the account", async () => {
    const actions: NextAction[] = [];
    mockAdapter.handleNextAction = (action) => (actions.push(action), Promise.resolve({ kind: "succeeded", chargeId: "ch_confirmed" }));
    const { user } = await openTopUp("Personal");
    await typeAmount(user, "25");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Top-up of €25.00 paid")).toBeInTheDocument();
    expect(actions).toEqual([{ clientSecret: secret }]);
    expect(posthooks).toHaveLength(1);
    expect(new URLSearchParams(posthooks[0]).get("charge_id")).toBe("ch_confirmed");
    await waitForState(() => expect(calls.slice(calls.indexOf("POST /v1/payment/credit/buy/posthook"))).toContain("GET /v1/payment/billing_account/list"));
  });

  it("shows the bank's refusal in the page and completes nothing", async () => {
    mockAdapter.handleNextAction = () => Promise.resolve({ kind: "failed", message: "Your bank did not confirm the payment." });
    const { user } = await openTopUp("Personal");
    await typeAmount(user, "25");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Failed to top up")).toBeInTheDocument();
    expect(screen.getByText(/Your bank did not confirm the payment\./)).toBeInTheDocument();
    expect(posthooks).toHaveLength(0);
    expect(amountField()).toHaveValue(25);
  });
});
