import { describe, expect, it } from "vitest";
import { defaultCardProcessor } from "../src/config/defaultConfig.js";
import { DECLINED_CARD_LAST4 } from "../src/constants.js";
import { useTestServer } from "./helpers.js";

const api = useTestServer({ preset: "demo" });

async function firstAccount(title: string) {
  const accounts = (await (await api.call("/payment/billing_account/list")).json()) as { id: number; title: string; credit_amount: number }[];
  const account = accounts.find((candidate) => candidate.title === title);
  if (!account) throw new Error(`no ${title}`);
  return account;
}

/** A token of the mock's card processor for a card, as its script gets one with the site's public key. */
async function token(number: string, name: string): Promise<string> {
  const answer = await fetch(`${api.server.url}/mock-processor/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key: defaultCardProcessor.public_key, number, exp_month: "12", exp_year: "2031", cvc: "123", name }),
  });
  return ((await answer.json()) as { id: string }).id;
}

describe("paying with the mock's processors", () => {
  it("adds a card from its processor token's details and asks for 3-D Secure, settled when the customer returns", async () => {
    const account = await firstAccount("Old project");
    const added = (await (await api.call("/payment/card", { method: "POST", json: { billing_account_id: account.id, token: await token("4242 4242 4242 4242", "Ada") } })).json()) as {
      id: number;
      is_verified: boolean;
      additional_data: string;
    };
    expect(added.is_verified).toBe(false);
    expect(JSON.parse(added.additional_data)).toMatchObject({ last4: "4242", card_holder: "Ada" });
    const verify = (await (await api.call("/payment/card/verify", { method: "POST", form: { payment_object_id: added.id, front_base_url: "https://console.test/app", force_3ds: true } })).json()) as {
      redirect_url: string;
    };
    expect(verify.redirect_url).toMatch(/^https:\/\/console\.test\/app\/payment_return\?identifier=3ds_\w+&billing_account_id=\d+$/);
    const query = new URL(verify.redirect_url).search;
    const back = (await (await api.call(`/payment/persistent_data${query}`)).json()) as { data: { status: string } };
    expect(back.data.status).toBe("succeeded");
    const cards = (await (await api.call(`/payment/card/list?billing_account_id=${account.id}`)).json()) as { id: number; is_verified: boolean }[];
    expect(cards.find((card) => card.id === added.id)?.is_verified).toBe(true);
  });

  it("has the bank decline the declining test card at 3-D Secure: the check fails and the card stays unverified", async () => {
    const account = await firstAccount("Old project");
    const added = (await (await api.call("/payment/card", { method: "POST", json: { billing_account_id: account.id, token: await token(`4000 0000 0000 ${DECLINED_CARD_LAST4}`, "Ada") } })).json()) as { id: number };
    const verify = (await (await api.call("/payment/card/verify", { method: "POST", form: { payment_object_id: added.id, force_3ds: true } })).json()) as { redirect_url: string };
    const query = new URL(verify.redirect_url, "https://console.test").search;
    const back = (await (await api.call(`/payment/persistent_data${query}`)).json()) as { data: { status: string } };
    expect(back.data.status).toBe("failed");
    // Coming back again changes nothing: the session settled once.
    const again = (await (await api.call(`/payment/persistent_data${query}`)).json()) as { data: { status: string } };
    expect(again.data.status).toBe("failed");
    const cards = (await (await api.call(`/payment/card/list?billing_account_id=${account.id}`)).json()) as { id: number; is_verified: boolean; is_verification_pending: boolean }[];
    expect(cards.find((card) => card.id === added.id)).toMatchObject({ is_verified: false, is_verification_pending: false });
  });

  it("saves a PayPal approval as a verified payment object that pays a top-up", async () => {
    const account = await firstAccount("Old project");
    const setup = (await (await api.call("/payment/paypal/setup_token?session_id=s1")).json()) as { token: string };
    const payment = (await (await api.call(`/payment/paypal/payment_token?session_id=s1&setup_token=${setup.token}`)).json()) as { token: string };
    const saved = (await (await api.call("/payment/card", { method: "POST", json: { billing_account_id: account.id, token: payment.token, session_id: "s1" } })).json()) as {
      id: number;
      is_verified: boolean;
      additional_data: string;
    };
    expect(saved.is_verified).toBe(true);
    expect(JSON.parse(saved.additional_data)).toEqual({ type: "paypal" });
    const bought = await api.call(`/payment/credit/buy?billing_account_id=${account.id}&payment_object_id=${saved.id}&amount=40`, { method: "POST" });
    expect(bought.status).toBe(200);
    expect((await firstAccount("Old project")).credit_amount).toBeCloseTo(account.credit_amount + 40);
    const history = (await (await api.call(`/payment/credit/list?billing_account_id=${account.id}`)).json()) as { description: string }[];
    expect(history[0]?.description).toBe("Top-up with PayPal");
  });

  it("credits a payment link once, when the customer is back from the processor", async () => {
    const account = await firstAccount("Old project");
    const started = (await (
      await api.call("/payment/link/send_data", { method: "POST", form: { billing_account_id: account.id, amount: 40, processor: "adyen", params: JSON.stringify({ return_url: "/app/payment_return" }) } })
    ).json()) as { identifier: string; redirect_url: string };
    expect(started.redirect_url).toBe(`/app/payment_return?identifier=${started.identifier}&billing_account_id=${account.id}`);
    expect((await firstAccount("Old project")).credit_amount).toBe(account.credit_amount);
    const query = `?identifier=${started.identifier}&billing_account_id=${account.id}`;
    const result = (await (await api.call(`/payment/link/process_result${query}`)).json()) as { success: boolean };
    expect(result.success).toBe(true);
    await api.call(`/payment/link/process_result${query}`);
    expect((await firstAccount("Old project")).credit_amount).toBe(account.credit_amount + 40);
    const credits = (await (await api.call(`/payment/credit/list?billing_account_id=${account.id}`)).json()) as { amount: number; description: string }[];
    expect(credits[0]).toMatchObject({ amount: 40, description: "Top-up with E-wallet and local payment" });
  });

  it("answers 'Payment channel not available' for a processor the site does not have", async () => {
    const account = await firstAccount("Personal");
    const response = await api.call("/payment/link/send_data", { method: "POST", form: { billing_account_id: account.id, amount: 40, processor: "nope" } });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Payment channel not available");
  });
});
