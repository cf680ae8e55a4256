import type { Location, UiConfig } from "@cloudconsole/sdk";

/** The locations this site offers (the configuration's slugs, published ones), in display order. */
export function enabledLocations(config: Pick<UiConfig, "locations">, locations: readonly Location[]): Location[] {
  const offered = config.locations ? new Set(config.locations) : undefined;
  return locations
    .filter((location) => (offered ? offered.has(location.slug) : true) && location.is_published !== false)
    .sort((a, b) => a.order_nr - b.order_nr);
}

/** Locations new resources can go to first: preferred ones, then the rest, each in display order. */
export function creatableLocationOrder(locations: readonly Location[]): Location[] {
  return [...locations].sort((a, b) => Number(Boolean(b.is_preferred)) - Number(Boolean(a.is_preferred)) || a.order_nr - b.order_nr);
}

/** The location a create form starts on: the default one if it takes new resources, else the first preferred, else the first open one. */
export function defaultCreateLocation(locations: readonly Location[]): Location | undefined {
  const open = locations.filter((location) => !location.create_resource_disabled);
  return open.find((location) => location.is_default) ?? open.find((location) => location.is_preferred) ?? open[0];
}

/** A location's display name, falling back to its slug. */
export function locationName(locations: readonly Location[], slug: string): string {
  return locations.find((location) => location.slug === slug)?.display_name ?? slug;
}
