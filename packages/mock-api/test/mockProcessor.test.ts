import { describe, expect, it } from "vitest";
import { defaultCardProcessor } from "../src/config/defaultConfig.js";
import { MOCK_PROCESSOR_KEYWORD } from "../src/handlers/billing/mockProcessor.js";
import { useTestServer } from "./helpers.js";

const api = useTestServer({ preset: "demo" });

/** A call of the processor's own, as its script makes it: no API key, the processor's public key in the body. */
function tokenize(card: Record<string, string>) {
  return fetch(`${api.server.url}/mock-processor/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key: defaultCardProcessor.public_key, number: "4242424242424242", exp_month: "12", exp_year: "2031", cvc: "123", name: "Ada", ...card }),
  });
}

async function accountId(title: string): Promise<number> {
  const accounts = (await (await api.call("/payment/billing_account/list")).json()) as { id: number; title: string }[];
  const account = accounts.find((candidate) => candidate.title === title);
  if (!account) throw new Error(`the demo seed has the billing account ${title}`);
  return account.id;
}

describe("the mock's own card processor", () => {
  it("is the card processor of the mock's configuration, with a public key of its own", () => {
    expect(defaultCardProcessor).toMatchObject({ type: "creditcard", keyword: MOCK_PROCESSOR_KEYWORD, public_key: expect.stringMatching(/^pk_test_mock/) });
  });

  it("names its script in the card prehook, served as JavaScript without the API's key", async () => {
    const id = await accountId("Old project");
    const prehook = (await (await api.call("/payment/card/prehook", { method: "POST", form: { billing_account_id: id, processor: MOCK_PROCESSOR_KEYWORD } })).json()) as { script_url?: string };
    expect(prehook.script_url).toBe(`${api.server.url}/mock-processor/mockpay.js`);
    const script = await fetch(prehook.script_url ?? "");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("window.MockPay = MockPay;");
  });

  it("names no script in the prehook of another processor", async () => {
    const id = await accountId("Old project");
    const prehook = (await (await api.call("/payment/card/prehook", { method: "POST", form: { billing_account_id: id, processor: "stripe_creditcard" } })).json()) as Record<string, unknown>;
    expect(prehook).not.toHaveProperty("script_url");
  });

  it("turns a card into a token of its own, which adds the card with its details once", async () => {
    const answer = await tokenize({ number: "5555 5555 5555 4444", exp_month: "01", exp_year: "2035" });
    expect(answer.status).toBe(200);
    const token = (await answer.json()) as { id: string; card: Record<string, string> };
    expect(token.id).toMatch(/^mocktok_/);
    expect(token.card).toMatchObject({ brand: "mastercard", last4: "4444", exp_month: "01", exp_year: "2035" });

    const billing_account_id = await accountId("Old project");
    const added = (await (await api.call("/payment/card", { method: "POST", json: { billing_account_id, token: token.id } })).json()) as { additional_data: string };
    expect(JSON.parse(added.additional_data)).toEqual({ type: "creditcard", card_type: "mastercard", card_holder: "Ada", last4: "4444", expire_month: "01", expire_year: "2035" });
    const again = (await (await api.call("/payment/card", { method: "POST", json: { billing_account_id, token: token.id } })).json()) as { additional_data: string };
    expect(again.additional_data).not.toContain('"last4":"4444"');
  });

  it.each([
    ["a number failing the check digit", { number: "4242424242424241" }, 402, "card_error", "Check the card number"],
    ["an expiry month that does not exist", { exp_month: "13" }, 402, "card_error", "Use MM/YY, not in the past"],
    ["a security code of two digits", { cvc: "12" }, 402, "card_error", "3 or 4 digits from the back of the card"],
    ["another public key", { key: "pk_test_someone_else" }, 401, "invalid_request_error", "Invalid public key: use the key the site's configuration gives this processor."],
  ])("refuses %s with its own message", async (_case, card, status, type, message) => {
    const answer = await tokenize(card);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ error: { type, message } });
  });
});
