import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { reportError } from "../../../../reporting/errorReporting";
import { resolveOfferedProcessors, withoutUnavailable } from "./useOfferedProcessors";

// The error tracker is the provider's: what it is sent is what these tests read.
vi.mock(import("../../../../reporting/errorReporting"), async (original) => ({ ...(await original()), reportError: vi.fn() }));

afterEach(() => {
  vi.mocked(reportError).mockClear();
  vi.restoreAllMocks();
});

const card = (keyword: string, public_key: string | null = "pk_test_mock_console"): PaymentProcessor => ({ type: "creditcard", name: keyword, keyword, public_key });
const link: PaymentProcessor = { type: "link", name: "Wallets", keyword: "duitku" };
const paypal: PaymentProcessor = { type: "creditcard", name: "PayPal", keyword: "paypal_vault", public_key: "paypal-client" };
const invoice: PaymentProcessor = { type: "invoice", name: "Invoice", keyword: "invoice" };

describe("which of the site's processors the customer is offered", () => {
  it.each([
    ["a card processor its adapter can take", [card("mock_creditcard"), link], ["mock_creditcard", "duitku"], false],
    ["link, PayPal and invoice processors, which need no card adapter", [link, paypal, invoice], ["duitku", "paypal_vault", "invoice"], false],
    ["no card processor with a keyword no adapter takes", [card("cardpay_creditcard"), link], ["duitku"], true],
    ["no card processor without its public key", [card("mock_creditcard", null), paypal], ["paypal_vault"], true],
    ["the processors that work when another is set up wrongly", [card("mock_creditcard", ""), card("mock_creditcard_2"), link], ["duitku"], true],
    ["nothing, for a site without processors", [], [], false],
  ])("offers %s", async (_case, processors, offered, noCardProcessor) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await resolveOfferedProcessors(processors);
    expect(result.offered.map((processor) => processor.keyword)).toEqual(offered);
    expect(result.noCardProcessor).toBe(noCardProcessor);
    expect([...result.adapters.keys()]).toEqual(offered.filter((keyword) => keyword === "mock_creditcard"));
  });

  it("logs and reports each processor it leaves out as a setup error of the provider", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await resolveOfferedProcessors([card("mock_creditcard", null), card("cardpay_creditcard"), link]);
    const problems = [
      "The card processor mock_creditcard is not set up: the mock processor (mock_creditcard): The configuration gives the processor no public key (public_key).",
      'The card processor cardpay_creditcard is not set up: No card adapter takes the processor keyword "cardpay_creditcard".',
    ];
    expect(errors.mock.calls).toEqual(problems.map((problem) => [problem]));
    expect(vi.mocked(reportError).mock.calls).toEqual([
      [expect.objectContaining({ name: "ProcessorSetupError", message: problems[0] }), { processor: "mock_creditcard", setup: true }],
      [expect.objectContaining({ name: "ProcessorSetupError", message: problems[1] }), { processor: "cardpay_creditcard", setup: true }],
    ]);
  });

  it("reports nothing when every processor can be offered", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await resolveOfferedProcessors([card("mock_creditcard"), link, paypal]);
    expect(errors).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe("processors this browser cannot pay with", () => {
  const wallet = card("stripe_wallet", "pk_test_51Console");
  const offer = async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    return resolveOfferedProcessors([wallet, card("mock_creditcard"), link]);
  };

  it.each([
    ["nothing hidden while no fields said so", [], ["stripe_wallet", "mock_creditcard", "duitku"], ["stripe_wallet", "mock_creditcard"]],
    ["the wallet hidden, with its adapter", ["stripe_wallet"], ["mock_creditcard", "duitku"], ["mock_creditcard"]],
    ["every card processor hidden, the link kept", ["stripe_wallet", "mock_creditcard"], ["duitku"], []],
  ])("leaves %s", async (_case, unavailable, offered, adapters) => {
    const result = withoutUnavailable(await offer(), unavailable);
    expect(result.offered.map((processor) => processor.keyword)).toEqual(offered);
    expect([...result.adapters.keys()]).toEqual(adapters);
  });

  it("is not a setup problem: the offer says no card processor is missing, and nothing is reported", async () => {
    const result = withoutUnavailable(await offer(), ["stripe_wallet", "mock_creditcard"]);
    expect(result.noCardProcessor).toBe(false);
    expect(reportError).not.toHaveBeenCalled();
  });
});
