import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { setupMockApi } from "../../../../../testing/mockApi";
import { installMockProcessorLoader, type MockProcessorLoader } from "../../../../../testing/doubles/mockProcessor";
import { waitForState } from "../../../../../testing/waitForState";
import { CardProcessorError, type CardFieldsState } from "../types";
import adapter from "./mock";

const mock = setupMockApi({ configName: "default" });
let loader: MockProcessorLoader;
let container: HTMLElement;

beforeEach(() => {
  loader = installMockProcessorLoader();
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  loader.uninstall();
  container.remove();
});

function cardProcessor(): PaymentProcessor {
  const processor = mock.store.state.ui.paymentProcessors?.find((candidate) => candidate.keyword === "mock_creditcard");
  if (!processor) throw new Error("the default configuration's card processor is the mock's own");
  return processor;
}

/** What the backend's card prehook answers for the processor, as the card entry asks it. */
async function prehook(): Promise<Record<string, unknown>> {
  const account = mock.store.state.billingAccounts[0];
  const body = new URLSearchParams({ billing_account_id: String(account?.id), processor: "mock_creditcard" });
  const answer = await fetch("http://localhost/v1/payment/card/prehook", { method: "POST", headers: { apikey: "demo-key" }, body });
  return (await answer.json()) as Record<string, unknown>;
}

async function mountFields() {
  const changes: CardFieldsState[] = [];
  const fields = await adapter.mount(container, { processor: cardProcessor(), prehook: await prehook(), locale: "en-GB" }, (state) => changes.push(state));
  return { fields, changes, user: userEvent.setup() };
}

const field = (name: string) => within(container).getByRole("textbox", { name });

async function typeCard(user: ReturnType<typeof userEvent.setup>, card: { number: string; expiry: string; cvc: string }) {
  await user.type(field("Card number"), card.number);
  await user.type(field("Expiry (MM/YY)"), card.expiry);
  await user.type(field("Security code"), card.cvc);
}

describe("the mock processor's adapter", () => {
  it("needs the processor's public key, and nothing else of the configuration", () => {
    expect(adapter.setupProblem({ ...cardProcessor(), public_key: null })).toBe("The configuration gives the processor no public key (public_key).");
    expect(adapter.setupProblem({ ...cardProcessor(), public_key: "  " })).toBeDefined();
    expect(adapter.setupProblem(cardProcessor())).toBeUndefined();
  });

  it("loads the script the prehook names and mounts the processor's own labelled fields", async () => {
    await mountFields();
    expect(loader.requested).toEqual(["http://localhost/v1/mock-processor/mockpay.js"]);
    for (const name of ["Card number", "Expiry (MM/YY)", "Security code"]) expect(field(name)).toHaveValue("");
  });

  it("reports the processor's own check of a number once the customer leaves the field, and complete once all pass", async () => {
    const { changes, user } = await mountFields();
    await user.type(field("Card number"), "4242 4242 4242 4241");
    await user.tab();
    expect(changes.at(-1)).toEqual({ complete: false, error: "Check the card number" });
    expect(field("Card number")).toHaveAttribute("aria-invalid", "true");
    await user.clear(field("Card number"));
    await typeCard(user, { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" });
    expect(changes.at(-1)).toEqual({ complete: true });
  });

  it("tokenises with the mock backend, whose token adds the card with its details", async () => {
    const { fields, user } = await mountFields();
    await typeCard(user, { number: "5555 5555 5555 4444", expiry: "01/35", cvc: "999" });
    const { token } = await fields.tokenize({ holder: "Ada Lovelace" });
    expect(token).toMatch(/^mocktok_/);
    const account = mock.store.state.billingAccounts[0];
    const added = await fetch("http://localhost/v1/payment/card", {
      method: "POST",
      headers: { apikey: "demo-key", "content-type": "application/json" },
      body: JSON.stringify({ billing_account_id: account?.id, token }),
    });
    expect(JSON.parse(((await added.json()) as { additional_data: string }).additional_data)).toMatchObject({ card_type: "mastercard", card_holder: "Ada Lovelace", last4: "4444", expire_month: "01", expire_year: "2035" });
  });

  it("refuses to tokenise what fails the processor's checks, with its message, keeping what was typed", async () => {
    const { fields, changes, user } = await mountFields();
    await typeCard(user, { number: "4242 4242 4242 4242", expiry: "13/39", cvc: "123" });
    const refused = fields.tokenize({ holder: "Ada" });
    await expect(refused).rejects.toThrow(new CardProcessorError("Use MM/YY, not in the past", "card"));
    await expect(refused).rejects.toMatchObject({ kind: "card" });
    expect(changes.at(-1)).toEqual({ complete: false, error: "Use MM/YY, not in the past" });
    expect(field("Card number")).toHaveValue("4242 4242 4242 4242");
  });

  it("says the processor cannot be reached when its token call fails on the network", async () => {
    mock.server.use(http.post("*/v1/mock-processor/tokens", () => HttpResponse.error()));
    const { fields, user } = await mountFields();
    await typeCard(user, { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" });
    await expect(fields.tokenize({ holder: "Ada" })).rejects.toMatchObject({ kind: "network", message: "Could not reach the card processor. Check your connection and try again." });
  });

  it("reports the processor's refusal of the site's key as a setup failure", async () => {
    const { fields, user } = await mountFields();
    const processor = cardProcessor();
    processor.public_key = "pk_test_mock_another_site";
    await typeCard(user, { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" });
    await expect(fields.tokenize({ holder: "Ada" })).rejects.toMatchObject({ kind: "setup" });
  });

  it("fails to mount when the script cannot be loaded, and loads it on the next try", async () => {
    loader.reachable = false;
    await expect(mountFields()).rejects.toMatchObject({ kind: "network", message: "The card processor's fields could not be loaded. Check your connection and try again." });
    loader.reachable = true;
    await mountFields();
    expect(field("Card number")).toBeInTheDocument();
  });

  it("fails to mount as a setup problem when the prehook names no script", async () => {
    const context = { processor: cardProcessor(), prehook: { client_secret: "seti_x" }, locale: "en-GB" };
    await expect(adapter.mount(container, context, () => undefined)).rejects.toMatchObject({ kind: "setup" });
  });

  it("removes its fields when destroyed", async () => {
    const { fields } = await mountFields();
    fields.destroy();
    await waitForState(() => expect(screen.queryByRole("textbox", { name: "Card number" })).not.toBeInTheDocument());
  });
});
