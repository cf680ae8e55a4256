import { afterEach, expect, it } from "vitest";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { serveStripeJs } from "../../../../../testing/doubles/stripe";
import { CardProcessorError } from "../types";
import stripe from "./stripe";

// A file of its own: @stripe/stripe-js keeps Stripe.js once it has loaded in a page, and each test file is a page of
// its own, so only here does the first load meet an unreachable script.

const processor: PaymentProcessor = { type: "creditcard", name: "Credit card", keyword: "stripe", public_key: "pk_live_51Console" };
const context = { processor, prehook: {}, locale: "id-ID", language: "id" as const };

afterEach(() => {
  document.body.innerHTML = "";
});

it("fails as a network error when Stripe.js cannot be loaded, and loads it at the next mount", async () => {
  const unreachable = serveStripeJs({ script: "unreachable" });
  const container = document.body.appendChild(document.createElement("div"));
  await expect(stripe.mount(container, context, () => undefined)).rejects.toEqual(new CardProcessorError("Stripe's payment form could not be loaded. Check your connection and try again.", "network"));
  expect(container.querySelector("iframe")).toBeNull();
  unreachable.stop();

  const served = serveStripeJs();
  await stripe.mount(container, context, () => undefined);
  expect(container.querySelector("iframe")).not.toBeNull();
  expect(served.control.calls.find((call) => call.method === "Stripe")?.args).toEqual({ key: "pk_live_51Console", options: { locale: "id" } });
  served.stop();
});
