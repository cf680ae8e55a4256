// What a provider is, for themes and Node tools: its types and the build-time check. Zod stays out of the app's
// bundle: themes call the check from their theme.css.ts, which runs only while building.
export type { MockPlatformBase, PlatformSettings, ProviderDefinition, ProviderSettings } from "./definition";
export { assertValidProvider, INVALID_COLOR, providerProblems } from "./schema";
