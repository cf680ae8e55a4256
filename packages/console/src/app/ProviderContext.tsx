import { createContext, use, type ReactNode } from "react";
import type { ProviderDefinition } from "@cloudconsole/provider";

const ProviderContext = createContext<ProviderDefinition | null>(null);

export function ProviderProvider({ provider, children }: { provider: ProviderDefinition; children: ReactNode }) {
  return <ProviderContext value={provider}>{children}</ProviderContext>;
}

/** The provider (brand) this console is built for. */
export function useProvider(): ProviderDefinition {
  const provider = use(ProviderContext);
  if (!provider) throw new Error("useProvider needs a <ProviderProvider> above it");
  return provider;
}
