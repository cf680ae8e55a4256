import type { Location, UiConfig } from "../apiTypes.js";
import type { MockConfigName } from "../constants.js";
import { defaultConfig } from "./defaultConfig.js";
import { mockLocations } from "./locations.js";
import { metalConfig } from "./metalConfig.js";

export { defaultConfig, MOCK_LOGIN_INTRO_IMG } from "./defaultConfig.js";
export { metalConfig } from "./metalConfig.js";
export { mockLocations } from "./locations.js";

const configs: Record<MockConfigName, UiConfig> = { default: defaultConfig, metal: metalConfig };

/** What one provider's platform sets over a base configuration (its currency, login texts, resource types, …). */
export type PlatformOverrides = Partial<UiConfig>;

/** A fresh copy of the named UI configuration, with a provider's own settings over it. */
export function mockUiConfig(name: MockConfigName, platform: PlatformOverrides = {}): UiConfig {
  return structuredClone({ ...configs[name], ...platform });
}

/** The locations a configuration offers, in display order (its `locations` slugs, or all). */
export function mockLocationsFor(name: MockConfigName, platform: PlatformOverrides = {}): Location[] {
  const slugs = platform.locations ?? configs[name].locations;
  return structuredClone(mockLocations.filter((l) => !slugs || slugs.includes(l.slug)));
}
