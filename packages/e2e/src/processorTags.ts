import { mockUiConfig } from "@cloudconsole/mock-api";
import type { E2eProvider } from "./environment";

// The payment flows of one processor (tagged `@processor-<keyword>`) run at desktop width on every provider whose
// configuration has a processor with that keyword, and nowhere else: a provider proves the processors it offers. A
// link processor's flows are tagged `@processor-link_<keyword>`: one vendor may be a link processor on one platform
// and the card processor on another under the same keyword (Adyen), and each kind has flows of its own.

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

/** The tag keys of a provider's processors (see tagKeyOf), as the mock API serves its configuration. */
export function processorTagKeysOf(provider: E2eProvider): string[] {
  return (mockUiConfig(provider.mockConfig, provider.platform ?? {}).paymentProcessors ?? []).map((processor) => tagKeyOf(processor.keyword, processor.type));
}

/** Matches the tags of the provider's own processors; undefined when it has none. */
export function ownProcessorTags(provider: E2eProvider): RegExp | undefined {
  const keys = processorTagKeysOf(provider);
  if (keys.length === 0) return undefined;
  return new RegExp(`@processor-(${keys.join("|")})(?![a-z0-9_])`);
}

/** Matches the tags of processors the provider does not have. */
export function foreignProcessorTags(provider: E2eProvider): RegExp {
  const keys = processorTagKeysOf(provider);
  if (keys.length === 0) return ANY_PROCESSOR_TAG;
  return new RegExp(`@processor-(?!(?:${keys.join("|")})(?![a-z0-9_]))[a-z0-9_]+`);
}
