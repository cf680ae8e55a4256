import { mockUiConfig } from "@cloudconsole/mock-api";
import type { E2eProvider } from "./environment";
import { provenKeys } from "./provers";

// The payment flows of one processor (tagged `@processor-<keyword>`) run at desktop width on every provider whose
// configuration has a processor with that keyword, and nowhere else: a provider proves the processors it offers. A
// link processor's flows are tagged `@processor-link_<keyword>`: one vendor may be a link processor on one platform
// and the card processor on another under the same keyword (Adyen), and each kind has flows of its own. Where several
// smoke-pass providers set a processor up alike, one of them runs its flows (see provers.ts).

/** What a processor's flows are tagged by: its keyword, prefixed `link_` for a link processor. */
function tagKeyOf(keyword: string, type?: string): string {
  const key = keyword.replace(/[^a-z0-9_]/g, "");
  return type === "link" ? `link_${key}` : key;
}

/**
 * The tag of the flows of a processor: `test.describe("…", processorTag("stripe_creditcard"), …)`, or with
 * `"link"` for a link processor's flows (`processorTag("adyen", "link")`).
 */
export function processorTag(keyword: string, type?: "link"): { tag: string } {
  return { tag: `@processor-${tagKeyOf(keyword, type)}` };
}

/** Matches any processor tag. */
export const ANY_PROCESSOR_TAG = /@processor-[a-z0-9_]+\b/;

/** A provider's processors as the mock API serves its configuration, each with its tag key (see tagKeyOf). */
function processorsOf(provider: E2eProvider) {
  return (mockUiConfig(provider.mockConfig, provider.platform ?? {}).paymentProcessors ?? []).map((processor) => ({ tagKey: tagKeyOf(processor.keyword, processor.type), processor }));
}

/** The tag keys of a provider's processors. */
export function processorTagKeysOf(provider: E2eProvider): string[] {
  return processorsOf(provider).map(({ tagKey }) => tagKey);
}

/** A processor's whole setup beside its tag key: providers that share it run the same flows on the same code. */
function processorConfigurationsOf(provider: E2eProvider): string[] {
  return processorsOf(provider).map(({ tagKey, processor }) => `${tagKey} ${JSON.stringify(processor)}`);
}

/** Matches the tags of the given keys; undefined when there are none. */
function tagsMatching(keys: readonly string[]): RegExp | undefined {
  if (keys.length === 0) return undefined;
  return new RegExp(`@processor-(${keys.join("|")})(?![a-z0-9_])`);
}

/** Matches the tags of the processors whose flows the provider runs (see provers.ts); undefined when there are none. */
export function provenProcessorTags(provider: E2eProvider): RegExp | undefined {
  return tagsMatching(provenKeys(provider, processorConfigurationsOf).map((key) => key.slice(0, key.indexOf(" "))));
}

/** Matches the tags of processors the provider does not have. */
export function foreignProcessorTags(provider: E2eProvider): RegExp {
  const keys = processorTagKeysOf(provider);
  if (keys.length === 0) return ANY_PROCESSOR_TAG;
  return new RegExp(`@processor-(?!(?:${keys.join("|")})(?![a-z0-9_]))[a-z0-9_]+`);
}
