import type { ProviderDefinition } from "@cloudconsole/provider";
import { providers } from "virtual:cloudconsole/providers";

/** Every provider theme under themes/, for the toolbar switch; main.ts's providers plugin finds them. */
export const storyProviders: Record<string, ProviderDefinition> = Object.fromEntries(providers.map((provider) => [provider.id, provider]));

/** The provider a story opens with: warren while it exists, else the first one found. */
export const defaultStoryProvider: ProviderDefinition = (() => {
  const provider = storyProviders.warren ?? providers[0];
  if (!provider) throw new Error("No provider theme under themes/: generate one with `pnpm new-provider`.");
  return provider;
})();
