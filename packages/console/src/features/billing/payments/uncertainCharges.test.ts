import { describe, expect, it, vi } from "vitest";
import { ApiConnectionError, RequestTimeoutError, type ApiClient } from "@cloudconsole/sdk";
import { chargeOnce, creditOf, outcomeUnknown } from "./uncertainCharges";


describe("whether a failed buy may still have charged", () => {
  it.each([
    { error: new ApiConnectionError({ failedBeforeSending: false }), unknown: true },
    { error: new RequestTimeoutError({ timeoutMs: 30_000 }), unknown: true },
    { error: Object.assign(new Error("Bad gateway"), { status: 502 }), unknown: true },
    { error: Object.assign(new Error("Gateway timeout"), { status: 504 }), unknown: true },
    { error: Object.assign(new Error("Your card was declined."), { status: 402 }), unknown: false },
    { error: new Error("The card fields are still loading."), unknown: false },
  ])("$error.message: $unknown", ({ error, unknown }) => {
    expect(outcomeUnknown(error)).toBe(unknown);
  });
});

describe("the credit an uncertain top-up added", () => {
  const charge = { billingAccountId: 3, paymentObjectId: 7, amount: 25, newestCreditId: 40 };
  it.each([
    { credits: [{ id: 41, amount: 25 }], found: 41 },
    { credits: [{ id: 40, amount: 25 }], found: undefined },
    { credits: [{ id: 41, amount: 26 }], found: undefined },
    { credits: [{ id: 39, amount: 25 }, { id: 42, amount: 25.001 }], found: 42 },
    { credits: [], found: undefined },
  ])("in $credits: $found", ({ credits, found }) => {
    expect(creditOf(charge, credits)?.id).toBe(found);
  });
});

describe("charging a top-up once", () => {
  const charge = { billingAccountId: 3, paymentObjectId: 7, amount: 25 };
  /** A client whose credit history is a copy of `history()` at each read, as each answer is. */
  const clientWith = (history: () => { id: number; amount: number }[]) => ({ GET: vi.fn(() => Promise.resolve([...history()])) }) as unknown as ApiClient;

  it("does not buy again when the try that got no answer was credited", async () => {
    const credits = [{ id: 40, amount: 10 }];
    const client = clientWith(() => credits);
    const dropped = vi.fn(() => {
      credits.push({ id: 41, amount: 25 });
      return Promise.reject(new ApiConnectionError({ failedBeforeSending: false }));
    });
    await expect(chargeOnce(client, charge, dropped)).rejects.toBeInstanceOf(ApiConnectionError);
    const retry = vi.fn(() => Promise.resolve("charged"));
    expect(await chargeOnce(client, charge, retry)).toBeUndefined();
    expect(retry).not.toHaveBeenCalled();
  });

  it("buys again when the try that got no answer charged nothing, and only for the same top-up", async () => {
    const client = clientWith(() => [{ id: 40, amount: 25 }]);
    await expect(chargeOnce(client, charge, () => Promise.reject(new RequestTimeoutError({ timeoutMs: 30_000 })))).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(await chargeOnce(client, charge, () => Promise.resolve("charged"))).toBe("charged");
    // Another amount is another top-up: no earlier try of it is looked for.
    expect(await chargeOnce(client, { ...charge, amount: 30 }, () => Promise.resolve("charged"))).toBe("charged");
  });

  it("notes nothing after a refusal: the retry buys", async () => {
    const credits = [{ id: 40, amount: 10 }];
    const client = clientWith(() => credits);
    await expect(chargeOnce(client, charge, () => Promise.reject(Object.assign(new Error("Your card was declined."), { status: 402 })))).rejects.toThrow("declined");
    credits.push({ id: 41, amount: 25 });
    expect(await chargeOnce(client, charge, () => Promise.resolve("charged"))).toBe("charged");
  });
});
