import { useCallback, useMemo } from "react";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { PaymentProcessor } from "@cloudconsole/sdk";
import { processorKind } from "../processors";
import { resolveCardProcessor } from "./registry";
import type { CardProcessorAdapter } from "./types";

/** The site's processors the customer may use, and the adapter of each card processor among them. */
export interface OfferedProcessors {
  /** In the configuration's order; a card processor only when its adapter can take cards. */
  offered: PaymentProcessor[];
  adapters: ReadonlyMap<string, CardProcessorAdapter>;
  /** The configuration has card processors, yet none can be offered. */
  noCardProcessor: boolean;
}

/** A card processor the provider's configuration sets up wrongly (no adapter, no key, a key of the wrong kind). */
export class ProcessorSetupError extends Error {
  override readonly name = "ProcessorSetupError";
}

/** Logs a processor's setup problem and reports it through the console's error reporting (loaded on first use). */
export async function reportSetupProblem(processor: PaymentProcessor, problem: string): Promise<void> {
  const error = new ProcessorSetupError(`The card processor ${processor.keyword} is not set up: ${problem}`);
  console.error(error.message);
  const { reportError } = await import("../../../../reporting/errorReporting");
  reportError(error, { processor: processor.keyword, setup: true });
}

/**
 * Resolves each card processor to its adapter; a processor whose resolution has a problem is left out and its
 * problem reported, so nothing made-up ever reaches the API (fail closed). Other kinds pass through.
 */
export async function resolveOfferedProcessors(processors: readonly PaymentProcessor[]): Promise<OfferedProcessors> {
  const resolutions = await Promise.all(
    processors.map((processor) =>
      processorKind(processor) === "card"
        ? resolveCardProcessor(processor).catch((error: unknown) => ({ problem: `its adapter could not be loaded (${String(error)}).` }))
        : Promise.resolve(undefined),
    ),
  );
  const adapters = new Map<string, CardProcessorAdapter>();
  const offered: PaymentProcessor[] = [];
  const problems: [PaymentProcessor, string][] = [];
  processors.forEach((processor, index) => {
    const resolution = resolutions[index];
    if (resolution && "problem" in resolution) return void problems.push([processor, resolution.problem]);
    if (resolution) adapters.set(processor.keyword, resolution.adapter);
    offered.push(processor);
  });
  // One after the other, in the configuration's order, so the log reads as the configuration does.
  for (const [processor, problem] of problems) await reportSetupProblem(processor, problem);
  const hadCards = processors.some((processor) => processorKind(processor) === "card");
  return { offered, adapters, noCardProcessor: hadCards && adapters.size === 0 };
}

/** Query keys of the resolution: every field of a processor an adapter checks is part of it. */
export const offeredProcessorsKey = (processors: readonly PaymentProcessor[]) =>
  ["billing", "offeredProcessors", processors.map((processor) => [processor.keyword, processor.type, processor.public_key ?? null])] as const;

/** The processors this browser cannot pay with (a wallet it does not have), as their fields found on mounting. */
export const unavailableProcessorsKey = ["billing", "unavailableProcessors"] as const;

/** The offer without the processors this browser cannot pay with: hidden, like a processor that is not set up. */
export function withoutUnavailable(resolved: OfferedProcessors, unavailable: readonly string[]): OfferedProcessors {
  if (!unavailable.some((keyword) => resolved.adapters.has(keyword))) return resolved;
  const adapters = new Map([...resolved.adapters].filter(([keyword]) => !unavailable.includes(keyword)));
  return { ...resolved, offered: resolved.offered.filter((processor) => !unavailable.includes(processor.keyword)), adapters };
}

/** Hides a processor wherever processors are offered, for the rest of the page's life: the browser will not change. */
export function useMarkUnavailable(): (keyword: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (keyword: string) => queryClient.setQueryData<readonly string[]>(unavailableProcessorsKey, (known = []) => (known.includes(keyword) ? known : [...known, keyword])),
    [queryClient],
  );
}

const NONE: readonly string[] = [];

/** The site's processors as the customer is offered them; suspends while card adapters load. */
export function useOfferedProcessors(processors: readonly PaymentProcessor[]): OfferedProcessors {
  const resolved = useSuspenseQuery({
    queryKey: offeredProcessorsKey(processors),
    queryFn: () => resolveOfferedProcessors(processors),
    // The configuration does not change while the page is open: resolve (and report) once.
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
  // Only the card fields write this, once they have asked the vendor; nothing is fetched.
  const unavailable =
    useQuery({ queryKey: unavailableProcessorsKey, queryFn: () => NONE, initialData: NONE, staleTime: Infinity, gcTime: Infinity }).data;
  return useMemo(() => withoutUnavailable(resolved, unavailable), [resolved, unavailable]);
}
