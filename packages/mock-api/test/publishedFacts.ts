// The published API record (facts gathered from the platform's documentation, its public clients and answers recorded
// from the live API): its facts, and which of them the replay sends (test/publishedReplay.ts sends them).
import { readFileSync } from "node:fs";
import { operationMeta } from "@cloudconsole/sdk";

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** One entry of `packages/sdk/contract/published/facts.json` (only what the replay reads). */
export interface PublishedFact {
  id: string;
  kind: "client-request" | "documentation" | "recorded-answer";
  operation: { method: string; path: string };
  request: { contentType: string | null; query: Record<string, Json> | null; body: Json };
  response: { status: number; body: Json } | null;
}

const FACTS_URL = new URL("../../sdk/contract/published/facts.json", import.meta.url);

/** Every fact of the record. */
export function readFacts(): PublishedFact[] {
  return JSON.parse(readFileSync(FACTS_URL, "utf8")) as PublishedFact[];
}

/** `get /{location}/network/network/{uuid}/` -> `get /{location}/network/network/{}`: path parameter names differ per source. */
const normalise = (key: string) => key.replace(/\{(?!location\})[^}]+\}/g, "{}").replace(/\/+$/, "");

const contractOperations = new Map(Object.keys(operationMeta).map((key) => [normalise(key), key]));

/**
 * The contract operation a fact calls, or undefined when the contract has none. A located operation called without a
 * location slug is still that operation: the published API sends such a call to the default location.
 */
export function contractOperationOf(fact: PublishedFact): string | undefined {
  const key = `${fact.operation.method.toLowerCase()} ${fact.operation.path}`;
  return contractOperations.get(normalise(key)) ?? contractOperations.get(normalise(key.replace(" /", " /{location}/")));
}

/** The facts the replay sends: client requests, documented examples and recorded answers on operations the contract has. */
export function replayableFacts(): PublishedFact[] {
  return readFacts().filter((fact) => contractOperationOf(fact) !== undefined);
}
