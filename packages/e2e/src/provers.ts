import { PROVIDERS, type E2eProvider } from "./environment";

// A configuration that several providers share (a payment processor set up the same way, a chat vendor given the
// same kinds of settings) runs the same console code on each of them. Its flows run on every full-suite provider
// that has it (those run every flow of their own), and otherwise on one provider, its prover: the first by id among
// those that have it. The other providers run the smoke pass, which shows that their theme and settings work: the
// same flows again on each of them proved nothing more and took a sixth of the e2e suite's time.

/** The configurations a provider has, each as a key that is equal for two providers exactly when they are set up alike. */
export type ConfigurationKeysOf = (provider: E2eProvider) => readonly string[];

/** The configurations whose flows the provider runs: all its own on a full-suite provider, else those it proves. */
export function provenKeys(provider: E2eProvider, keysOf: ConfigurationKeysOf, providers: readonly E2eProvider[] = PROVIDERS): string[] {
  const own = keysOf(provider);
  if (provider.fullSuite) return [...own];
  return own.filter((key) => {
    const holders = providers.filter((candidate) => keysOf(candidate).includes(key));
    return !holders.some((holder) => holder.fullSuite) && holders[0]?.id === provider.id;
  });
}
