import { mockUiConfig } from "@cloudconsole/mock-api";
import type { E2eProvider } from "./environment";

// The payment flows of one processor (tagged `@processor-<keyword>`) run at desktop width on every provider whose
// configuration has a processor with that keyword, and nowhere else: a provider proves the processors it offers.

/** The tag of the flows of a processor keyword: `test.describe("…", processorTag("stripe_creditcard"), …)`. */
export function processorTag(keyword: string): { tag: string } {
  return { tag: `@processor-${keyword}` };
}

/** Matches any processor tag. */
export const ANY_PROCESSOR_TAG = /@processor-[a-z0-9_]+\b/;

/** The processor keywords of a provider's configuration, as the mock API serves it. */
export function processorKeywordsOf(provider: E2eProvider): string[] {
  return (mockUiConfig(provider.mockConfig, provider.platform ?? {}).paymentProcessors ?? []).map((processor) => processor.keyword);
}

/** Matches the tags of the provider's own processors; undefined when it has none. */
export function ownProcessorTags(provider: E2eProvider): RegExp | undefined {
  const keywords = processorKeywordsOf(provider);
  if (keywords.length === 0) return undefined;
  return new RegExp(`@processor-(${keywords.map((keyword) => keyword.replace(/[^a-z0-9_]/g, "")).join("|")})(?![a-z0-9_])`);
}

/** Matches the tags of processors the provider does not have. */
export function foreignProcessorTags(provider: E2eProvider): RegExp {
  const keywords = processorKeywordsOf(provider).map((keyword) => keyword.replace(/[^a-z0-9_]/g, ""));
  if (keywords.length === 0) return ANY_PROCESSOR_TAG;
  return new RegExp(`@processor-(?!(?:${keywords.join("|")})(?![a-z0-9_]))[a-z0-9_]+`);
}
