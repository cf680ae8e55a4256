import type { PaymentProcessor } from "@cloudconsole/sdk";
import type { CardProcessorAdapter } from "./types";

// Each adapter is a module of its own under adapters/, loaded only when a customer picks its processor: a module
// holds the adapter's checks and imports its vendor's code (a script loader, a component library) only when it mounts.
const ADAPTER_MODULES = import.meta.glob<{ default: CardProcessorAdapter }>(["./adapters/*.ts", "!./adapters/*.test.ts"]);

/** Which adapter module takes each card processor keyword of the configuration. */
export const CARD_PROCESSOR_MODULES: Readonly<Record<string, string>> = {
  stripe: "stripe",
  stripe_creditcard: "stripe",
  stripe_wallet: "stripeWallet",
  omise: "omise",
  omise_creditcard: "omise",
  adyen: "adyen",
  clictopay: "clictopay",
  // The embedded mock API's own processor: one more vendor, whose script the mock serves.
  mock_creditcard: "mock",
};

/** The adapter of a card processor, or why there is none: a processor without one is never offered. */
export type CardProcessorResolution = { adapter: CardProcessorAdapter } | { problem: string };

export async function resolveCardProcessor(processor: PaymentProcessor): Promise<CardProcessorResolution> {
  const name = CARD_PROCESSOR_MODULES[processor.keyword];
  const load = name ? ADAPTER_MODULES[`./adapters/${name}.ts`] : undefined;
  if (!load) return { problem: `No card adapter takes the processor keyword "${processor.keyword}".` };
  const adapter = (await load()).default;
  const problem = adapter.setupProblem(processor);
  return problem ? { problem: `${adapter.vendor} (${processor.keyword}): ${problem}` } : { adapter };
}
