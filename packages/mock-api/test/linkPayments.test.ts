import { describe, expect, it } from "vitest";
import { VIRTUAL_ACCOUNT_TRANSFER_MS } from "../src/constants.js";
import { VIRTUAL_ACCOUNT_VALID_MS } from "../src/handlers/billing/payments.js";
import { useTestServer } from "./helpers.js";

const api = useTestServer({ preset: "demo" });

async function account(title: string) {
  const accounts = (await (await api.call("/payment/billing_account/list")).json()) as { id: number; title: string; credit_amount: number }[];
  const found = accounts.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no ${title}`);
  return found;
}

async function startLink(accountId: number, amount: number, methodId: string) {
  const response = await api.call("/payment/link/send_data", {
    method: "POST",
    form: { billing_account_id: accountId, amount, processor: "adyen", params: JSON.stringify({ method_id: methodId, return_url: "/app/payment_return" }) },
  });
  expect(response.status).toBe(200);
  const started = (await response.json()) as { identifier: string };
  const query = `?identifier=${started.identifier}&billing_account_id=${accountId}`;
  return {
    result: async () => (await (await api.call(`/payment/link/process_result${query}`)).json()) as { success: boolean; message?: string },
    data: async () => ((await (await api.call(`/payment/persistent_data${query}`)).json()) as { data: Record<string, unknown> }).data,
  };
}

describe("link payments that finish after the customer is back", () => {
  it("keeps a virtual account open, with how to pay it, until the transfer arrives on the mock's clock", async () => {
    const before = await account("Old project");
    const payment = await startLink(before.id, 40, "adyen::bca_va");

    expect(await payment.result()).toEqual({ success: false, message: "Waiting for the payment to arrive." });
    const open = await payment.data();
    expect(open).toMatchObject({ status: "pending", method_name: "BCA Virtual Account (Indonesia)", amount: 40, currency: "EUR" });
    expect(open.pay_code).toMatch(/^8808\d{12}$/);
    expect(open.expires_at).toBe(new Date(api.clock.now() + VIRTUAL_ACCOUNT_VALID_MS).toISOString());
    expect((await account("Old project")).credit_amount).toBe(before.credit_amount);

    api.clock.advance(VIRTUAL_ACCOUNT_TRANSFER_MS);
    expect(await payment.result()).toMatchObject({ success: true });
    expect(await payment.data()).toMatchObject({ status: "succeeded" });
    // Read again, it is credited once.
    await payment.result();
    expect((await account("Old project")).credit_amount).toBe(before.credit_amount + 40);
  });

  it("fails a payment the processor declines (an amount ending in .02), crediting nothing", async () => {
    const before = await account("Personal");
    const payment = await startLink(before.id, 40.02, "adyen::ovo");
    expect(await payment.result()).toEqual({ success: false, message: "The processor declined the payment." });
    expect(await payment.data()).toMatchObject({ status: "failed" });
    expect((await account("Personal")).credit_amount).toBe(before.credit_amount);
  });

  it("takes an e-wallet payment at once", async () => {
    const before = await account("Personal");
    const payment = await startLink(before.id, 25, "adyen::gopay");
    expect(await payment.result()).toMatchObject({ success: true });
    expect(await payment.data()).toMatchObject({ status: "succeeded", method_name: "GoPay (Indonesia)" });
    expect((await account("Personal")).credit_amount).toBe(before.credit_amount + 25);
  });
});
