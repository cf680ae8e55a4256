import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiConnectionError, RequestTimeoutError, type ApiClient } from "@cloudconsole/sdk";
import { SESSION_KEYS } from "../../../session/sessionStore";
import { chargeOnce, creditOf, outcomeUnknown, UNCERTAIN_CHARGE_TTL_MS } from "./uncertainCharges";

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
  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });
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

  /** A buy whose answer is lost after the platform credited `credits` with the top-up. */
  const droppedAfterCrediting = (credits: { id: number; amount: number }[], id: number) => () => {
    credits.push({ id, amount: charge.amount });
    return Promise.reject(new ApiConnectionError({ failedBeforeSending: false }));
  };

  it("still finds the first try's credit after a reload: the note is in session storage, not the page's memory", async () => {
    const credits = [{ id: 40, amount: 10 }];
    await expect(chargeOnce(clientWith(() => credits), charge, droppedAfterCrediting(credits, 41))).rejects.toBeInstanceOf(ApiConnectionError);
    vi.resetModules();
    const reloaded = await import("./uncertainCharges");
    const retry = vi.fn(() => Promise.resolve("charged"));
    expect(await reloaded.chargeOnce(clientWith(() => credits), charge, retry)).toBeUndefined();
    expect(retry).not.toHaveBeenCalled();
  });

  it("keeps one note per account: another account's lost answer does not replace it", async () => {
    const credits = [{ id: 40, amount: 10 }];
    const client = clientWith(() => credits);
    await expect(chargeOnce(client, charge, droppedAfterCrediting(credits, 41))).rejects.toBeInstanceOf(ApiConnectionError);
    await expect(chargeOnce(client, { ...charge, billingAccountId: 4 }, () => Promise.reject(new RequestTimeoutError({ timeoutMs: 30_000 })))).rejects.toBeInstanceOf(RequestTimeoutError);
    const retry = vi.fn(() => Promise.resolve("charged"));
    expect(await chargeOnce(client, charge, retry)).toBeUndefined();
    expect(retry).not.toHaveBeenCalled();
    expect(Object.keys(JSON.parse(sessionStorage.getItem(SESSION_KEYS.uncertainCharges) ?? "{}") as object)).toEqual(["4"]);
  });

  it("takes a retry after the note expired for a new top-up, and forgets the note", async () => {
    vi.useFakeTimers();
    const credits = [{ id: 40, amount: 10 }];
    const client = clientWith(() => credits);
    await expect(chargeOnce(client, charge, droppedAfterCrediting(credits, 41))).rejects.toBeInstanceOf(ApiConnectionError);
    vi.advanceTimersByTime(UNCERTAIN_CHARGE_TTL_MS);
    expect(await chargeOnce(client, charge, () => Promise.resolve("charged"))).toBe("charged");
    expect(sessionStorage.getItem(SESSION_KEYS.uncertainCharges)).toBeNull();
  });

  it("keeps the note when the credit history cannot be read, for the next retry", async () => {
    const credits = [{ id: 40, amount: 10 }];
    await expect(chargeOnce(clientWith(() => credits), charge, droppedAfterCrediting(credits, 41))).rejects.toBeInstanceOf(ApiConnectionError);
    const unreadable = { GET: vi.fn(() => Promise.reject(new ApiConnectionError({ failedBeforeSending: true }))) } as unknown as ApiClient;
    await expect(chargeOnce(unreadable, charge, () => Promise.resolve("charged"))).rejects.toBeInstanceOf(ApiConnectionError);
    const retry = vi.fn(() => Promise.resolve("charged"));
    expect(await chargeOnce(clientWith(() => credits), charge, retry)).toBeUndefined();
    expect(retry).not.toHaveBeenCalled();
  });
});
