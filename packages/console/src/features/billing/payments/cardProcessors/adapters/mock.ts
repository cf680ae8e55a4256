import type { PaymentProcessor } from "@cloudconsole/sdk";
import { loadVendorScript } from "../vendorScript";
import { cardProcessorText as t } from "../text";
import { CardProcessorError, type CardFieldsState, type CardProcessorAdapter, type CardToken, type MountedCardFields } from "../types";

// The mock API's own card processor, taken like any vendor's: its script (served by the mock backend) draws and checks
// the card fields, and its token comes from the mock backend, as Stripe's come from Stripe. The script's address comes
// from `card/prehook` (`script_url`): the processor lives wherever the backend that answers for it is (the in-browser
// mock on the page's origin, a standalone mock elsewhere), which only that backend knows.

/** The card element of the mock processor's script, shaped like Stripe Elements' card element. */
export interface MockPayCardElement {
  mount(container: HTMLElement): void;
  destroy(): void;
  on(event: "change", handler: (state: { complete: boolean; error?: string }) => void): void;
}

/** What the script's `createToken` resolves with: it never rejects. */
export type MockPayTokenResult = { token: { id: string } } | { error: { type?: string; message?: string } };

/** What `MockPay(publicKey)` gives. */
export interface MockPay {
  elements(): { create(type: "card"): MockPayCardElement };
  createToken(element: MockPayCardElement, data: { name: string }): Promise<MockPayTokenResult>;
}

function mockPayOnWindow(): ((publicKey: string) => MockPay) | undefined {
  const candidate: unknown = (window as unknown as { MockPay?: unknown }).MockPay;
  return typeof candidate === "function" ? (candidate as (publicKey: string) => MockPay) : undefined;
}

/** Loads the script the backend named, once per page (see loadVendorScript). */
function loadMockPay(url: string): Promise<(publicKey: string) => MockPay> {
  return loadVendorScript({
    url,
    read: mockPayOnWindow,
    incomplete: t("mock.incomplete"),
    unreachable: t("mock.unreachable"),
  });
}

/** A failure the script reported, as the adapter's interface names its kinds. */
function errorOf(error: { type?: string; message?: string }): CardProcessorError {
  const message = error.message || t("mock.cardRefused");
  if (error.type === "api_connection_error") return new CardProcessorError(message, "network");
  if (error.type === "invalid_request_error") return new CardProcessorError(message, "setup");
  return new CardProcessorError(message, "card");
}

const adapter: CardProcessorAdapter = {
  vendor: "the mock processor",
  setupProblem(processor: PaymentProcessor) {
    return processor.public_key?.trim() ? undefined : "The configuration gives the processor no public key (public_key).";
  },
  async mount(container, context, onChange: (state: CardFieldsState) => void): Promise<MountedCardFields> {
    const url = context.prehook.script_url;
    if (typeof url !== "string" || !url) {
      throw new CardProcessorError("The card prehook named no script for the processor's fields (script_url). Check the backend's processor settings.", "setup");
    }
    const mockPay = (await loadMockPay(url))(context.processor.public_key?.trim() ?? "");
    const element = mockPay.elements().create("card");
    element.on("change", ({ complete, error }) => onChange(error ? { complete, error } : { complete }));
    element.mount(container);
    return {
      async tokenize({ holder }): Promise<CardToken> {
        const result = await mockPay.createToken(element, { name: holder });
        if ("error" in result) throw errorOf(result.error);
        return { token: result.token.id };
      },
      destroy: () => element.destroy(),
    };
  },
};

export default adapter;
